import { formatDateTime, seatMessages, checkinMessages as t } from '@teater/contract/door';
import { ConflictsPanel } from '../conflicts-panel';
import type { DoorEngine } from '../lib/engine';
import type { DoorView } from '../lib/view';
import { ResultPanel } from './result-panel';
import { ScanForm } from './scan-form';
import { StatusBar } from './status-bar';
import { TicketSearch } from './ticket-search';

/** The open door: status and counts, the code field and camera, the verdict, the conflicts and the list. */
export function DoorScreen({ view, engine }: { view: DoorView; engine: DoorEngine }) {
  // an admin's device links each show's check-in list (a page of the admin area, online)
  const isAdmin = view.session?.pass === null;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          {view.shows.map((show) => (
            <p key={show.id} className="font-semibold">
              {show.name} <span className="font-normal text-stone-600">· {formatDateTime(show.date)} WIB</span>
              {isAdmin && (
                <a href={`/checkin/${show.id}`} className="ml-2 text-sm text-brand-700 underline">
                  {seatMessages.attendeesTitle}
                </a>
              )}
            </p>
          ))}
          <p className="text-sm text-stone-600">
            {view.deviceName} · {t.sessionOf(view.session?.user.name ?? '')}
          </p>
        </div>
        <button
          type="button"
          onClick={() => engine.changeShows()}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t.changeShows}
        </button>
      </div>
      <StatusBar view={view} />
      <p className="text-stone-700">{t.intro}</p>
      <ScanForm onScan={(text, startedAt) => void engine.scan(text, startedAt)} />
      <div aria-live="polite">
        <ResultPanel shown={view.last} />
      </div>
      <ConflictsPanel conflicts={view.conflicts} />
      <TicketSearch search={engine.search} />
    </div>
  );
}
