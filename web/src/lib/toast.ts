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

type Kind = 'success' | 'error' | 'blank';
const PENDING = 'teater.toast';

/**
 * A toast for the next page, when this one ends in a page load (island pages have no router):
 * kept in the tab's session storage and shown by the next page's toaster.
 */
export function toastAfterLoad(kind: Kind, message: string) {
  try {
    sessionStorage.setItem(PENDING, JSON.stringify({ kind, message }));
  } catch {
    // storage refused: the next page shows its own state without the word
  }
}

/** The toast a previous page left, taken. */
function takePending(): { kind: Kind; message: string } | null {
  try {
    const raw = sessionStorage.getItem(PENDING);
    sessionStorage.removeItem(PENDING);
    return raw ? (JSON.parse(raw) as { kind: Kind; message: string }) : null;
  } catch {
    return null;
  }
}

/** Shows the toast a previous page left for this one, once. */
export function showPendingToast() {
  const pending = takePending();
  if (!pending) return;
  if (pending.kind === 'blank') toast(pending.message);
  else toast[pending.kind](pending.message);
}
