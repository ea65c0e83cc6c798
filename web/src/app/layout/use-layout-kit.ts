import { type RefObject, useEffect, useSyncExternalStore } from 'react';

type Kit = typeof import('./layout-kit');

/** What the visitor did to a plain menu button before the real one was there, replayed on it. */
type Intent = { menu: string; key?: string };

let kit: Kit | undefined;
let loading = false;
let pending: Intent | undefined;
let focusedMenu: string | undefined;
const listeners = new Set<() => void>();

/** Starts loading the kit (once); safe to call on every pointer, focus or key event. */
export function wakeLayoutKit() {
  if (loading) return;
  loading = true;
  void import('./layout-kit').then((loaded) => {
    // The plain button about to be replaced may hold focus; its replacement takes it over.
    focusedMenu = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.menu : undefined;
    kit = loaded;
    for (const listener of listeners) listener();
  });
}

/** The kit once loaded, else undefined (the plain stand-ins render meanwhile). */
export function useLayoutKit(): Kit | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => kit,
    // Server HTML and hydration show the stand-ins; the kit (if already loaded) takes over after.
    () => undefined,
  );
}

/** A plain menu button was clicked or keyed before the kit arrived. */
export function rememberIntent(intent: Intent) {
  pending = intent;
  wakeLayoutKit();
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

/** Wakes the kit on the first sign that the visitor is about to use `area`: pointer, touch or focus. */
export function useWakeOn(area: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = area.current;
    if (!element || kit) return;
    const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of events) element.addEventListener(type, wakeLayoutKit, { passive: true });
    return () => {
      for (const type of events) element.removeEventListener(type, wakeLayoutKit);
    };
  }, [area]);
}
