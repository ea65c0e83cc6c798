import type { SeatTicket } from '@teater/contract';
import { island } from '../../../components/island';
import { qrSvgSrc } from './qr-svg';
import { SeatTicketsPart } from './seat-tickets-part';

const SeatTicketsIsland = island('seat-tickets', SeatTicketsPart);

/** An island (tapping a QR enlarges it); the QR pictures are made here, where the page renders. */
export function SeatTickets({ orderId, tickets }: { orderId: number; tickets: SeatTicket[] }) {
  if (tickets.length === 0) return null;
  return (
    <SeatTicketsIsland orderId={orderId} tickets={tickets.map(({ qr, ...t }) => ({ ...t, qrSrc: qrSvgSrc(qr) }))} />
  );
}
