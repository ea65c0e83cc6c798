/** The browser's BarcodeDetector (Chromium on Android and macOS); not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** Reads the QR code in a video frame, if there is one. */
export interface QrReader {
  read(video: HTMLVideoElement): Promise<string | null>;
  close(): void;
}

/** The largest side a frame is scaled to before decoding: enough for a phone held at a ticket. */
const MAX_SIDE = 960;

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return {
    read: async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null,
    close: () => undefined,
  };
}

/** zxing-wasm in a worker: each frame drawn to a canvas and its pixels handed over (not copied). */
function workerReader(): QrReader {
  const worker = new Worker(new URL('./decoder.worker.ts', import.meta.url), { type: 'module' });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const waiting = new Map<number, (text: string | null) => void>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<{ id: number; text: string | null }>) => {
    waiting.get(event.data.id)?.(event.data.text);
    waiting.delete(event.data.id);
  };
  return {
    read(video) {
      const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight, 1));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      if (!context || canvas.width === 0) return Promise.resolve(null);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, image }, [image.data.buffer]);
      });
    },
    close: () => worker.terminate(),
  };
}

/** BarcodeDetector where it reads QR codes, otherwise the well-kept ZXing decoder in a worker. */
export async function openQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? workerReader();
}
