import { doorPassMessages as t } from '@teater/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';

/** A new pass's link, shown once: as text to copy and as a QR for the door's phone camera. */
export function PassLink({ link }: { link: string }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { width: 320, margin: 1, errorCorrectionLevel: 'M' }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <section
      aria-label={t.link}
      className="mb-6 flex flex-wrap items-center gap-4 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
    >
      {qr && <img src={qr} alt={t.link} width={160} height={160} />}
      <div className="min-w-0 grow space-y-2">
        <p className="font-semibold">{t.linkOnce}</p>
        <input
          readOnly
          value={link}
          aria-label={t.link}
          data-testid="door-pass-link"
          className="w-full rounded border border-stone-300 bg-white px-2 py-1 font-mono text-xs"
        />
        <button
          type="button"
          onClick={() => navigator.clipboard?.writeText(link).then(() => toast.success(t.copied))}
          className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm"
        >
          {t.copy}
        </button>
      </div>
    </section>
  );
}
