/// <reference lib="webworker" />
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reads QR codes where the browser has no BarcodeDetector (iPhones, desktop Chromium on Linux):
 * ZXing-C++ compiled to WebAssembly, off the main thread. Its .wasm file is part of our build and
 * served by us (the library would fetch it from a CDN by default), so it works offline, cached by
 * the door's service worker.
 */
prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

self.onmessage = async (event: MessageEvent<{ id: number; image: ImageData }>) => {
  const { id, image } = event.data;
  try {
    const [found] = await readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
    self.postMessage({ id, text: found?.isValid ? found.text : null });
  } catch {
    self.postMessage({ id, text: null });
  }
};
