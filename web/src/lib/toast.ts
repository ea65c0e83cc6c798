import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

/**
 * Toasts (react-hot-toast, about 5 KB gzip) load with the first message, not with every page:
 * most visits never see one. `toast`, `toast.success` and `toast.error` take what the library's do.
 */
let library: Promise<typeof import('react-hot-toast')> | undefined;
const listeners = new Set<() => void>();

function load() {
  if (!library) {
    library = import('react-hot-toast');
    for (const listener of listeners) listener();
  }
  return library;
}

type Show = (message: string, options?: ToastOptions) => void;
const show =
  (kind?: 'success' | 'error'): Show =>
  (message, options) =>
    void load().then(({ default: hot }) => (kind ? hot[kind](message, options) : hot(message, options)));

export const toast = Object.assign(show(), { success: show('success'), error: show('error') });

/** Whether a toast was asked for (the toaster is mounted from then on). */
export const useToastsWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => library !== undefined,
    () => false,
  );

export const loadToaster = () => load().then(({ Toaster }) => ({ default: Toaster }));

const CARRIED = 'toast-after-load';

/**
 * A toast for the page a full load brings next (a login ends in one, decision 030): kept in this
 * tab's storage until the next page's toaster shows it.
 */
export function toastAfterLoad(kind: 'success' | 'error', message: string, id: string) {
  sessionStorage.setItem(CARRIED, JSON.stringify({ kind, message, id }));
}

/** Shows the toast the previous page left for this one, once. */
export function showCarriedToast() {
  const carried = sessionStorage.getItem(CARRIED);
  if (!carried) return;
  sessionStorage.removeItem(CARRIED);
  const { kind, message, id } = JSON.parse(carried) as { kind: 'success' | 'error'; message: string; id: string };
  toast[kind](message, { id });
}
