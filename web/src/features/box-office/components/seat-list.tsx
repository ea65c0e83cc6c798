import { formatRupiah, type SeatMap, type ShowSeat, seatingMessages } from '@teater/contract';
import { ColumnHeads } from '../../../components/column-heads';
import type { SeatLook } from './seat-map';

interface SeatListProps {
  map: SeatMap;
  lookOf(seat: ShowSeat): SeatLook;
  onToggle(seat: ShowSeat): void;
}

/**
 * Every seat as a row of a table with a real checkbox: section, row, seat, kind, price and state.
 * Buying needs neither a mouse nor sight of the map; taken seats are listed, their boxes disabled.
 */
export function SeatList({ map, lookOf, onToggle }: SeatListProps) {
  const price = new Map(map.zones.map((zone) => [zone.id, zone.price]));
  const c = seatingMessages.columns;
  return (
    <div className="max-h-[60vh] overflow-auto rounded-lg ring-1 ring-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{seatingMessages.listCaption}</caption>
        <ColumnHeads
          heads={[c.seat, c.section, c.row, c.kind, c.price, c.state]}
          className="sticky top-0 bg-stone-100"
          cellClassName="px-2 py-1"
        />
        <tbody>
          {map.seats.map((seat) => {
            const look = lookOf(seat);
            const id = `kursi-${seat.id}`;
            return (
              <tr key={seat.id} className="border-stone-100 border-t">
                <td className="px-2 py-1">
                  <label htmlFor={id} className="flex items-center gap-2">
                    <input
                      id={id}
                      type="checkbox"
                      checked={look === 'mine'}
                      disabled={look === 'taken'}
                      onChange={() => onToggle(seat)}
                      aria-label={`${seatingMessages.seatName(seat.section, seat.row, seat.number)}, ${formatRupiah(price.get(seat.zone) ?? 0)}`}
                    />
                    {seat.number}
                  </label>
                </td>
                <td className="px-2 py-1">{seat.section}</td>
                <td className="px-2 py-1">{seat.row}</td>
                <td className="px-2 py-1">{seatingMessages.kind[seat.kind]}</td>
                <td className="px-2 py-1">{formatRupiah(price.get(seat.zone) ?? 0)}</td>
                <td className="px-2 py-1">{seatingMessages.state[look]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
