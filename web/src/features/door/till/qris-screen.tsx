import type { DoorSale } from '@teater/contract/door';
import { formatRupiah, doorSalesMessages as m } from '@teater/contract/door';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QRIS on the whole screen, for the buyer's banking app to scan; then 'lunas' once paid. */
export function QrisScreen({ sale, onClose }: { sale: DoorSale; onClose: () => void }) {
  const [image, setImage] = useState('');
  const text = sale.qris?.qrString ?? '';
  useEffect(() => {
    if (text) void QRCode.toDataURL(text, { margin: 1, width: 640 }).then(setImage);
  }, [text]);
  const paid = sale.status === 'paid';
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={m.qris}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white p-4"
      data-testid="qris-screen"
    >
      <p className="font-bold text-3xl">{formatRupiah(sale.total)}</p>
      {paid ? (
        <p className="rounded bg-green-700 px-4 py-3 font-bold text-2xl text-white" data-testid="qris-paid">
          {m.qrisPaid}
        </p>
      ) : (
        <>
          {image && <img src={image} alt={m.qris} className="aspect-square w-full max-w-md" />}
          <p className="text-center text-stone-700">{m.waitingQris}</p>
          <a
            href={sale.qris?.url}
            target="_blank"
            rel="noreferrer"
            className="break-all text-sm text-brand-700 underline"
            data-testid="qris-link"
          >
            {sale.qris?.url}
          </a>
        </>
      )}
      <button type="button" onClick={onClose} className="rounded border border-stone-400 px-6 py-3 font-semibold">
        {m.closeQris}
      </button>
    </div>
  );
}
