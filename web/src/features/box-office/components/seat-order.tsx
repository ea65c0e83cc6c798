import { API_BASE, formatRupiah, type SeatMap, seatingMessages, type User } from '@teater/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { SeatMapDrawing } from './seat-map';
import { useSeatChoice } from './use-seat-choice';

// The list is for keyboards and screen readers, shown on request; the buyer's form only for a
// buyer who may order: a visitor looking at the map loads neither.
const SeatList = lazy(() => import('./seat-list').then((m) => ({ default: m.SeatList })));
const SeatOrderForm = lazy(() => import('./seat-order-form').then((m) => ({ default: m.SeatOrderForm })));

type Choice = ReturnType<typeof useSeatChoice>;

/** "Best available": n adjacent seats of a zone, found by the server and chosen on the map. */
function BestSeats({ map, showId, choice }: { map: SeatMap; showId: number; choice: Choice }) {
  const id = useId();
  const [count, setCount] = useState('2');
  const [zone, setZone] = useState(String(map.zones[0]?.id ?? ''));
  const find = async () => {
    const res = await fetch(`${API_BASE}/tiket/${showId}/seats/best?count=${count}&zone=${zone}`);
    const body = (await res.json()) as { data?: { seats: number[] }; message?: string };
    if (res.ok && body.data) choice.choose(body.data.seats);
    else toast.error(body.message ?? seatingMessages.noAdjacent(Number(count)));
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-1 font-medium text-sm">{seatingMessages.bestTitle}</legend>
      <label htmlFor={`${id}-count`} className="text-sm">
        {seatingMessages.bestCount}
        <select
          id={`${id}-count`}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          className="ml-2 rounded border px-2 py-1"
        >
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-zone`} className="text-sm">
        {seatingMessages.bestZone}
        <select
          id={`${id}-zone`}
          value={zone}
          onChange={(e) => setZone(e.target.value)}
          className="ml-2 rounded border px-2 py-1"
        >
          {map.zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.name} · {formatRupiah(z.price)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={() => void find()}
        className="rounded-lg px-3 py-1.5 font-medium ring-1 ring-stone-300"
      >
        {seatingMessages.bestFind}
      </button>
    </fieldset>
  );
}

/**
 * A seated show's order: the map (or the list, for keyboards and screen readers), the best
 * available, the buyer's name and phone; places the chosen seats and opens the payment. Without a
 * session (`user` null) the map is shown to look at, and the visitor is asked to log in.
 */
export function SeatOrder({
  map,
  unavailable,
  user,
  refresh,
}: {
  map: SeatMap;
  unavailable: ReadonlySet<number>;
  user: User | null;
  refresh(): void;
}) {
  const choice = useSeatChoice(map, unavailable);
  const [listShown, setListShown] = useState(false);
  return (
    <div className="space-y-4">
      <BestSeats map={map} showId={map.id_tiket} choice={choice} />
      <SeatMapDrawing map={map} lookOf={choice.lookOf} onToggle={choice.toggle} />
      <button
        type="button"
        aria-expanded={listShown}
        onClick={() => setListShown(!listShown)}
        className="text-brand-700 text-sm underline"
      >
        {listShown ? seatingMessages.hideList : seatingMessages.showList}
      </button>
      {listShown && (
        <Suspense fallback={null}>
          <SeatList map={map} lookOf={choice.lookOf} onToggle={choice.toggle} />
        </Suspense>
      )}
      <div role="status" className="space-y-1 text-sm">
        <p>
          {choice.names.length
            ? `${seatingMessages.chosen(choice.names.length)}: ${choice.names.join('; ')}`
            : seatingMessages.noneChosen}
        </p>
        {choice.singleGap && <p className="text-amber-800">{seatingMessages.singleGap}</p>}
        {choice.notice && <p className="text-red-700">{choice.notice}</p>}
      </div>
      {user && (
        <Suspense fallback={null}>
          <SeatOrderForm map={map} chosen={choice.chosen} total={choice.total} user={user} refresh={refresh} />
        </Suspense>
      )}
    </div>
  );
}
