import { formatRupiah, doorSalesMessages as m } from '@teater/contract/door';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import type { Receipt, TillState } from '../lib/till';

type Tapped = TillState['tapped'];

function TicketQr({ text, code, onShown }: { text: string; code: string; onShown?: () => void }) {
  const [image, setImage] = useState('');
  useEffect(() => {
    void QRCode.toDataURL(text, { margin: 1, width: 240 }).then(setImage);
  }, [text]);
  return (
    <figure className="text-center">
      {image && <img src={image} alt={code} className="mx-auto size-40" onLoad={onShown} />}
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

/**
 * Once every QR of a sale sold on this page is painted, the time from the tap is noted as
 * `door:sale` for the benchmark (issue 44: an offline sale, tap to ticket on screen, at most 500 ms).
 */
function usePaintMeasure(receipt: Receipt, tapped: Tapped) {
  const shown = useRef(new Set<string>());
  return (code: string) => {
    shown.current.add(code);
    if (tapped?.key !== receipt.key || shown.current.size !== receipt.tickets.length) return;
    const start = tapped.at;
    requestAnimationFrame(() => performance.measure('door:sale', { start, end: performance.now() }));
  };
}

/** The latest sale's tickets, each its QR and code. */
function TicketQrs({ receipt, tapped }: { receipt: Receipt; tapped: Tapped }) {
  const shown = usePaintMeasure(receipt, tapped);
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      {receipt.tickets.map((ticket) => (
        <TicketQr key={ticket.code} text={ticket.qr} code={ticket.code} onShown={() => shown(ticket.code)} />
      ))}
    </div>
  );
}

/** The latest sales of this device: the newest with its tickets' QR, the change given, or 'queued'. */
export function Receipts({
  recent,
  onVoid,
  tapped = null,
}: {
  recent: Receipt[];
  onVoid: (key: string) => void;
  tapped?: Tapped;
}) {
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
        {latest.tickets.length > 0 && !latest.voided && <TicketQrs key={latest.key} receipt={latest} tapped={tapped} />}
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
