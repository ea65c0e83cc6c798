/** The part of Midtrans' snap.js we use. */
interface SnapCallbacks {
  onSuccess(result: unknown): void;
  onPending(result: unknown): void;
  onError(result: unknown): void;
  onClose(): void;
}
interface Snap {
  pay(token: string, callbacks: SnapCallbacks): void;
}
declare global {
  interface Window {
    snap?: Snap;
  }
}

let loading: Promise<Snap> | null = null;

/** Loads snap.js once, with the client key the server named. */
export function loadSnap(url: string, clientKey: string): Promise<Snap> {
  if (window.snap) return Promise.resolve(window.snap);
  loading ??= new Promise<Snap>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.dataset.clientKey = clientKey;
    script.onload = () => (window.snap ? resolve(window.snap) : reject(new Error('snap.js')));
    script.onerror = () => {
      loading = null;
      reject(new Error('snap.js'));
    };
    document.head.append(script);
  });
  return loading;
}

export type { SnapCallbacks };
