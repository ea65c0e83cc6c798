import { type DoorShow, formatDateTime, checkinMessages as t } from '@teater/contract/door';
import { useState } from 'react';
import type { DoorView } from '../lib/view';
import { DoorField } from './door-field';

/** The day of a time in WIB (UTC+7, no daylight saving), as YYYY-MM-DD. */
const wibDay = (time: Date) => new Date(time.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Today's shows (WIB) are ticked at the start: "the shows of the day"; else the next one. */
const ofToday = (shows: DoorShow[]) => {
  const today = wibDay(new Date());
  const todays = shows.filter((show) => show.open && wibDay(new Date(show.date)) === today);
  return todays.length
    ? todays.map((show) => show.id)
    : shows
        .filter((show) => show.open)
        .slice(0, 1)
        .map((show) => show.id);
};

/** Before doors open: which show (or the day's shows) this device admits, its name, and the list download. */
export function SetupScreen({
  view,
  onOpen,
}: {
  view: DoorView;
  onOpen: (showIds: number[], deviceName: string) => void;
}) {
  const shows = (view.session?.shows ?? []).filter((show) => show.open);
  const [chosen, setChosen] = useState<number[]>(() => ofToday(shows));
  const [name, setName] = useState(view.deviceName);
  const busy = view.downloading !== null;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen(chosen, name);
      }}
    >
      <fieldset className="space-y-2">
        <legend className="font-bold text-xl">{t.chooseShows}</legend>
        <p className="text-stone-700">{t.chooseHint}</p>
        {shows.length === 0 && <p>{t.noShows}</p>}
        {shows.map((show) => (
          <label key={show.id} className="flex items-start gap-3 rounded-lg border border-stone-300 bg-white p-3">
            <input
              type="checkbox"
              className="mt-1 size-5"
              checked={chosen.includes(show.id)}
              onChange={(event) =>
                setChosen((now) => (event.target.checked ? [...now, show.id] : now.filter((c) => c !== show.id)))
              }
            />
            <span>
              <span className="block font-semibold">{show.name}</span>
              <span className="text-sm text-stone-700">
                {formatDateTime(show.date)} WIB · {show.venue}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <DoorField label={t.deviceName} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      {view.failed && (
        <p role="alert" className="text-red-700">
          {view.failed}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || chosen.length === 0 || !name.trim()}
        className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white disabled:opacity-50"
      >
        {busy ? t.downloading(view.downloading ?? 0) : t.openDoor}
      </button>
    </form>
  );
}
