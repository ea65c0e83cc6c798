import { formatRupiah, doorSalesMessages as m } from '@teater/contract/door';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { Receipt } from '../lib/till';

function TicketQr({ text, code }: { text: string; code: string }) {
  const [image, setImage] = useState('');
  useEffect(() => {
    void QRCode.toDataURL(text, { margin: 1, width: 240 }).then(setImage);
  }, [text]);
  return (
    <figure className="text-center">
      {image && <img src={image} alt={code} className="mx-auto size-40" />}
      <figcaption className="font-mono text-sm">{code}</figcaption>
    </figure>
  );
}

/** A paid cash sale of this shift can be undone at once (the cash handed back): online only. */
function VoidButton({ receipt, onVoid }: { receipt: Receipt; onVoid: (key: string) => void }) {
  if (receipt.voided)
    return (
      <p className="font-bold text-red-800" data-testid="receipt-voided">
        {m.voided}
      </p>
    );
  if (receipt.queued || receipt.method !== 'cash') return null;
  return (
    <button
      type="button"
      className="mt-2 rounded border border-red-700 px-3 py-1 font-semibold text-red-800"
      onClick={() => window.confirm(m.voidConfirm) && onVoid(receipt.key)}
    >
      {m.voidSale}
    </button>
  );
}

/** The latest sales of this device: the newest with its tickets' QR, the change given, or 'queued'. */
export function Receipts({ recent, onVoid }: { recent: Receipt[]; onVoid: (key: string) => void }) {
  const [latest, ...older] = recent;
  if (!latest) return null;
  return (
    <section aria-live="polite" className="space-y-2" data-testid="till-receipt">
      <div className="rounded border-2 border-green-700 p-3">
        <p className="font-bold">
          {m.sold}: {latest.count}× {latest.category} · {formatRupiah(latest.total)}
        </p>
        {latest.method === 'cash' && latest.received !== null && (
          <p className="font-bold text-2xl" data-testid="receipt-change">
            {m.change(formatRupiah(latest.received - latest.total))}
          </p>
        )}
        {latest.queued && (
          <p className="text-stone-700">{latest.tickets.length > 0 ? m.soldOfflineSigned : m.soldOffline}</p>
        )}
        <VoidButton receipt={latest} onVoid={onVoid} />
        {latest.tickets.length > 0 && !latest.voided && (
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            {latest.tickets.map((ticket) => (
              <TicketQr key={ticket.code} text={ticket.qr} code={ticket.code} />
            ))}
          </div>
        )}
      </div>
      <ul className="text-sm text-stone-700">
        {older.map((receipt) => (
          <li key={receipt.key}>
            {receipt.count}× {receipt.category} · {formatRupiah(receipt.total)} ·{' '}
            {receipt.method === 'cash' ? m.cash : m.qris}
            {receipt.queued ? ` · ${m.queuedSales(1)}` : ''}
            {receipt.voided ? ` · ${m.voided}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
