import { messages } from '@teater/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The e-ticket: its code as a QR image (for the door scanner) and as text (for typing). */
export function TicketQr({ code }: { code: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(code, { width: 160, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <figure className="flex flex-col items-start gap-1">
      {src && <img src={src} alt={messages.tickets.qrAlt(code)} width={120} height={120} className="rounded" />}
      <figcaption className="font-mono text-xs">{code}</figcaption>
    </figure>
  );
}
