/**
 * What the visitor did to a plain menu button before the real one was there, and which stand-in
 * held the focus: kept here, apart from the kit's loader (use-layout-kit.ts), so the kit's menus
 * can replay it without importing their own loader.
 */
type Intent = { menu: string; key?: string };

let pending: Intent | undefined;
let focusedMenu: string | undefined;

/** A plain menu button was clicked or keyed before the kit arrived. */
export function rememberIntent(intent: Intent) {
  pending = intent;
}

/** The kit arrived: the stand-in about to be replaced may hold focus; its replacement takes it over. */
export function noteFocusedMenu() {
  focusedMenu = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.menu : undefined;
}

/**
 * Called once the real button of `menu` is in the page: gives it the focus its stand-in had and
 * replays what the visitor did (a click opens it; Enter, Space or an arrow opens it at an item, as
 * Headless UI does from the keyboard).
 */
export function handOver(menu: string, button: HTMLElement) {
  if (focusedMenu === menu) {
    focusedMenu = undefined;
    button.focus();
  }
  if (pending?.menu !== menu) return;
  const { key } = pending;
  pending = undefined;
  if (key) button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  else button.click();
}
