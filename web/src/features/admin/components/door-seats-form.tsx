import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DoorSeats, fromWibInput, doorSalesMessages as m, type SeatMap, toWibInput } from '@teater/contract';
import { useId, useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { seatsInRows } from './door-seats-pick';

const field = 'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2';

/**
 * A seated show's door quota is seats (decision 037): the admin adds or takes back whole rows of
 * a section ("A-C"), sees the door's seats row by row, and saves the set with its release hour.
 * Sold seats and seats a device holds stay (the server refuses to take them back).
 */
export function DoorSeatsForm({ showId, map }: { showId: number; map: SeatMap }) {
  const id = useId();
  const client = useQueryClient();
  const current = useQuery({
    queryKey: ['door', 'seats', showId],
    queryFn: ({ signal }) => api<{ data: DoorSeats }>(`/door/shows/${showId}/seats`, { signal }).then((r) => r.data),
  });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [release, setRelease] = useState<string | null>(null);
  const kept = new Set(current.data?.seats.map((seat) => seat.id) ?? []);
  const seatIds = chosen ?? [...kept];
  const sections = [...new Set(map.seats.map((seat) => seat.section))];
  const [section, setSection] = useState(sections[0] ?? '');
  const [rows, setRows] = useState('');
  const inRows = () => seatsInRows(map.seats, section, rows, kept);
  const save = useMutation({
    mutationFn: () =>
      api(`/door/shows/${showId}/seats`, {
        method: 'PUT',
        body: {
          seatIds,
          releaseAt: fromWibInput(release ?? toWibInput(current.data?.releaseAt ?? '', 'datetime')),
        },
      }),
    onSuccess: async () => {
      toast.success(m.doorSeatsSaved);
      setChosen(null);
      await client.invalidateQueries({ queryKey: ['door', 'seats', showId] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const byRow = new Map<string, string[]>();
  for (const seat of map.seats.filter((s) => seatIds.includes(s.id))) {
    const key = `${seat.section} ${seat.row}`;
    byRow.set(key, [...(byRow.get(key) ?? []), seat.number]);
  }
  return (
    <form
      className="space-y-3"
      aria-label={m.doorSeatsTitle}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h3 className="font-semibold">{m.doorSeatsTitle}</h3>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="block text-sm">
          {m.doorSeatsSection}
          <select className={field} value={section} onChange={(e) => setSection(e.target.value)}>
            {sections.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-rows`} className="block text-sm">
          {m.doorSeatsRange}
          <input id={`${id}-rows`} className={field} value={rows} onChange={(e) => setRows(e.target.value)} />
        </label>
        <div className="flex items-end gap-2">
          <button
            type="button"
            className="rounded-lg border border-brand-700 px-3 py-2"
            onClick={() => setChosen([...new Set([...seatIds, ...inRows()])])}
          >
            {m.doorSeatsAdd}
          </button>
          <button
            type="button"
            className="rounded-lg border border-stone-400 px-3 py-2"
            onClick={() => setChosen(seatIds.filter((seat) => !inRows().includes(seat)))}
          >
            {m.doorSeatsRemove}
          </button>
        </div>
      </div>
      <p className="text-sm" data-testid="door-seats-count">
        {m.doorSeatsSet(seatIds.length)}
      </p>
      <ul className="text-sm" data-testid="door-seats-rows">
        {[...byRow].map(([row, numbers]) => (
          <li key={row}>
            {row}: {numbers.join(', ')}
          </li>
        ))}
      </ul>
      <label className="block text-sm">
        {m.releaseAt}
        <input
          type="datetime-local"
          className={field}
          value={release ?? toWibInput(current.data?.releaseAt ?? '', 'datetime')}
          onChange={(e) => setRelease(e.target.value)}
        />
      </label>
      <SaveQuotaButton pending={save.isPending} />
    </form>
  );
}

/** The save button of both quota forms (a number per category, or seats by row). */
export function SaveQuotaButton({ pending }: { pending: boolean }) {
  return (
    <button type="submit" disabled={pending} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
      {m.saveQuota}
    </button>
  );
}

/** The door's quota of a show: its seats when the show is seated, else `general` (a number per category). */
export function DoorQuotaOf({ showId, general }: { showId: number; general: React.ReactNode }) {
  const map = useQuery({
    queryKey: ['tiket', showId, 'seats'],
    queryFn: ({ signal }) => api<{ data: SeatMap | null }>(`/tiket/${showId}/seats`, { signal }).then((r) => r.data),
  });
  if (!map.isSuccess) return null;
  return map.data ? <DoorSeatsForm showId={showId} map={map.data} /> : general;
}
