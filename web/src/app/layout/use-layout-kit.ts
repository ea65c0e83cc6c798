import { type RefObject, useEffect, useSyncExternalStore } from 'react';
import { noteFocusedMenu, rememberIntent } from './menu-intent';

type Kit = typeof import('./layout-kit');

let kit: Kit | undefined;
let loading = false;
const listeners = new Set<() => void>();

/** Starts loading the kit (once); safe to call on every pointer, focus or key event. */
export function wakeLayoutKit() {
  if (loading) return;
  loading = true;
  void import('./layout-kit').then((loaded) => {
    noteFocusedMenu();
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

/** A plain menu button was clicked or keyed before the kit arrived: remembered, and the kit woken. */
export function intendMenu(intent: Parameters<typeof rememberIntent>[0]) {
  rememberIntent(intent);
  wakeLayoutKit();
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
