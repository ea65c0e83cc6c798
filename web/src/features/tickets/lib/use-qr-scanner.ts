import { useCallback, useEffect, useRef, useState } from 'react';

/** The browser's BarcodeDetector (Chromium, Android); not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;
const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

export const canScan = Detector !== undefined && typeof navigator !== 'undefined' && !!navigator.mediaDevices;

/**
 * Scans QR codes with the rear camera, a few times a second, and hands each code read to `onCode`.
 * Where BarcodeDetector is missing the screen falls back to typing the code.
 */
export function useQrScanner(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setScanning(false);
  }, []);

  const start = useCallback(async () => {
    setError(null);
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      setScanning(true);
    } catch (e) {
      setError((e as Error).message || 'camera');
    }
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!scanning || !video || !streamRef.current || !Detector) return;
    video.srcObject = streamRef.current;
    void video.play();
    const detector = new Detector({ formats: ['qr_code'] });
    let last = '';
    const timer = setInterval(async () => {
      if (video.readyState < 2) return;
      const [found] = await detector.detect(video).catch(() => []);
      // The same code stays in view for a while: report it once, not every tick.
      if (found?.rawValue && found.rawValue !== last) {
        last = found.rawValue;
        onCode(found.rawValue);
      }
    }, 300);
    return () => clearInterval(timer);
  }, [scanning, onCode]);

  useEffect(() => stop, [stop]);

  return { videoRef, scanning, error, start, stop };
}
