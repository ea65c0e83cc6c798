import { API_BASE, formatDateTimeWib, type SeatTicket, seatMessages, ticketMessages } from '@teater/contract';
import { useEffect, useState } from 'react';

/** A seat's ticket with its QR picture (qr-svg.ts), made where the page was rendered. */
export type DrawnTicket = Omit<SeatTicket, 'qr'> & { qrSrc: string };

/** The QR over the whole screen: the size a door scanner reads from a phone held at arm's length. */
function EnlargedQr({ ticket, count, onClose }: { ticket: DrawnTicket; count: number; onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={ticketMessages.qrAlt(ticket.code)}
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white p-4"
    >
      <p className="font-semibold text-lg">
        {seatMessages.seatOf(ticket.seat, count)}
        {ticket.category && ` · ${ticket.category}`}
        {ticket.place && ` · ${seatMessages.placeOf(ticket.place)}`}
      </p>
      <img src={ticket.qrSrc} alt={ticketMessages.qrAlt(ticket.code)} className="aspect-square w-[min(90vw,70vh)]" />
      <p className="font-mono text-lg">{ticket.code}</p>
      <button
        type="button"
        onClick={onClose}
        className="rounded-lg bg-stone-900 px-6 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {seatMessages.close}
      </button>
    </div>
  );
}

function SeatTicketCard({ ticket, count }: { ticket: DrawnTicket; count: number }) {
  const [enlarged, setEnlarged] = useState(false);
  return (
    <li className="flex flex-col items-center gap-1 rounded-lg border border-stone-200 bg-white p-3">
      <span className="font-medium text-sm">
        {seatMessages.seatOf(ticket.seat, count)}
        {ticket.category && ` · ${ticket.category}`}
        {ticket.place && ` · ${seatMessages.placeOf(ticket.place)}`}
      </span>
      <button
        type="button"
        onClick={() => setEnlarged(true)}
        aria-label={`${seatMessages.enlarge} ${ticket.code}`}
        className="rounded focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <img src={ticket.qrSrc} alt={ticketMessages.qrAlt(ticket.code)} width={176} height={176} />
      </button>
      <span className="font-mono text-xs">{ticket.code}</span>
      <span className={`text-xs ${ticket.checkedInAt ? 'text-green-800' : 'text-stone-500'}`}>
        {ticket.checkedInAt
          ? `${seatMessages.checkedIn} · ${formatDateTimeWib(ticket.checkedInAt)}`
          : seatMessages.notYet}
      </span>
      {enlarged && <EnlargedQr ticket={ticket} count={count} onClose={() => setEnlarged(false)} />}
    </li>
  );
}

/** A paid order's tickets, one per seat, each with its own QR (tap to enlarge), and the PDF of all. */
export function SeatTicketsPart({ orderId, tickets }: { orderId: number; tickets: DrawnTicket[] }) {
  if (tickets.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {tickets.map((ticket) => (
          <SeatTicketCard key={ticket.code} ticket={ticket} count={tickets.length} />
        ))}
      </ul>
      <a
        href={`${API_BASE}/tiket/orders/${orderId}/tickets.pdf`}
        download
        className="self-start rounded-lg px-3 py-2 font-semibold text-red-800 text-sm ring-1 ring-red-200 hover:bg-red-50"
      >
        {seatMessages.downloadPdf}
      </a>
    </div>
  );
}
