import { checkinMessages as t } from '@teater/contract/door';
import { useEffect, useRef, useState } from 'react';
import { openQrReader } from '../lib/qr-reader';

/** How often a frame is read; one frame at a time is in the decoder. */
const EVERY_MS = 200;

/**
 * The rear camera, read a few times a second; each new code read goes to `onCode` (a code held
 * in view is reported once). Works without a connection: the decoder is part of the app.
 */
export function Camera({ onCode }: { onCode: (code: string, startedAt: number) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reader = openQrReader();
    let last = '';
    const loop = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      if (video.readyState >= 2) {
        const text = await (await reader).read(video);
        if (text && text !== last && !stopped) {
          last = text;
          latest.current(text, performance.now());
        }
      }
      timer = setTimeout(() => void loop(), EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((opened) => {
        stream = opened;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = opened;
        void videoRef.current.play();
        void loop();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      void reader.then((r) => r.close());
    };
  }, []);

  if (failed) {
    return (
      <p role="alert" className="text-red-700">
        {t.cameraDenied}
      </p>
    );
  }
  return (
    <video ref={videoRef} muted playsInline data-testid="door-camera" className="w-full max-w-md rounded-lg bg-black">
      <track kind="captions" />
    </video>
  );
}
