import { type DoorSeat, formatRupiah, doorSalesMessages as m } from '@teater/contract/door';

/**
 * A seated show's door seats this device may sell, as a list of big buttons (a phone's map would
 * be too small to tap): tapping picks or unpicks a seat. One sale is one category, so picking a
 * seat of another category starts the pick again from it.
 */
export function SeatPick({
  seats,
  picked,
  onChange,
}: {
  seats: readonly DoorSeat[];
  picked: readonly number[];
  onChange: (picked: number[]) => void;
}) {
  const zoneOf = (id: number) => seats.find((seat) => seat.id === id)?.categoryId;
  const toggle = (seat: DoorSeat) => {
    if (picked.includes(seat.id)) return onChange(picked.filter((id) => id !== seat.id));
    const sameZone = picked.filter((id) => zoneOf(id) === seat.categoryId);
    onChange([...sameZone, seat.id]);
  };
  return (
    <fieldset data-testid="till-seats">
      <legend className="mb-1">{m.doorSeatsPick}</legend>
      <p className="text-sm text-stone-700">{m.doorSeatsFree(seats.length)}</p>
      <ul className="mt-2 grid grid-cols-3 gap-2">
        {seats.map((seat) => {
          const on = picked.includes(seat.id);
          return (
            <li key={seat.id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(seat)}
                className={`w-full rounded border px-2 py-3 text-sm ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-400'}`}
              >
                <span className="block font-bold" data-testid="seat-place">
                  {`${seat.section} ${seat.row} ${seat.number}`}
                </span>
                <span className="block text-xs">
                  {seat.category} · {formatRupiah(seat.price)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-sm" data-testid="till-seats-picked">
        {m.seatsPicked(picked.length)}
      </p>
    </fieldset>
  );
}
