/**
 * The header's menu styles, apart from the Headless UI components so the plain stand-ins shown
 * before those load (menu-stand-in.tsx) look exactly like them.
 */

/**
 * The spec's menu timing: 200 ms in, 150 ms out. The panel itself takes focus when it opens; the
 * focused item is highlighted instead (the site-wide focus outline is unlayered CSS, so `panelStyle`
 * removes it inline).
 */
export const panelStyle = { outline: 'none' } as const;

export const menuPanelClass =
  'z-50 min-w-56 origin-top rounded-xl bg-white p-2 text-stone-800 shadow-xl ring-1 ring-black/5 [--anchor-gap:10px] focus:outline-none ' +
  'transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0 data-leave:duration-150 data-leave:ease-in';

export const menuItemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm data-focus:bg-brand-50 data-focus:text-brand-700';

export const navButtonClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-100 transition-colors hover:text-gold-400 data-open:text-gold-400';

/** The language and Settings buttons: outlined pills. */
export const pillClass =
  'inline-flex items-center gap-1.5 rounded-full border border-white/30 px-3 py-1.5 text-sm font-semibold text-white transition-colors hover:border-gold-400 hover:text-gold-400 data-open:border-gold-400 data-open:text-gold-400';
