import { doorSalesMessages, formatDateTime, seatMessages, checkinMessages as t } from '@teater/contract/door';
import { useState } from 'react';
import { ConflictsPanel } from '../conflicts-panel';
import type { DoorEngine } from '../lib/engine';
import type { DoorView } from '../lib/view';
import { TillPanel } from '../till/till-panel';
import { ResultPanel } from './result-panel';
import { ScanForm } from './scan-form';
import { StatusBar } from './status-bar';
import { TicketSearch } from './ticket-search';

/** The open door: status and counts, the code field and camera, the verdict, the conflicts and the list. */
export function DoorScreen({ view, engine }: { view: DoorView; engine: DoorEngine }) {
  // an admin's device links each show's check-in list (a page of the admin area, online)
  const isAdmin = view.session?.pass === null;
  // a door allowed to sell has a second screen, the till (issue 44); an admit-only pass never sees it
  const [tab, setTab] = useState<'scan' | 'sell'>('scan');
  const selling = view.session?.canSell === true && tab === 'sell';
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
      {view.session?.canSell && (
        <div role="tablist" className="grid grid-cols-2 gap-2">
          {(['scan', 'sell'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`rounded px-3 py-2 font-bold ${tab === name ? 'bg-brand-700 text-white' : 'border border-brand-700 text-brand-700'}`}
            >
              {name === 'scan' ? doorSalesMessages.tabScan : doorSalesMessages.tabSell}
            </button>
          ))}
        </div>
      )}
      {selling ? (
        <TillPanel view={view} engine={engine} />
      ) : (
        <>
          <p className="text-stone-700">{t.intro}</p>
          <ScanForm onScan={(text, startedAt) => void engine.scan(text, startedAt)} />
        </>
      )}
      <div aria-live="polite">
        <ResultPanel shown={view.last} />
      </div>
      {!selling && (
        <>
          <ConflictsPanel conflicts={view.conflicts} />
          <TicketSearch search={engine.search} />
        </>
      )}
    </div>
  );
}
