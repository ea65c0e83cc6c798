import { formatDateTimeWib, seatMessages, checkinMessages as t } from '@teater/contract/door';
import { useId, useState } from 'react';
import type { StoredTicket } from '../lib/store';
import { DoorField } from './door-field';

/** The show's tickets on this device, searched by buyer or code: works offline too. */
export function TicketSearch({ search }: { search: (text: string) => StoredTicket[] }) {
  const id = useId();
  const [text, setText] = useState('');
  const found = search(text);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-stone-300 bg-white p-4">
      <h2 id={`${id}-title`} className="font-bold text-lg">
        {t.list}
      </h2>
      <DoorField
        label={t.search}
        className="mt-2"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t.searchHint}
      />
      {found.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200 text-sm">
          {found.map((ticket) => (
            <li key={ticket.code} className="py-1.5">
              <span className="font-semibold">{ticket.name}</span> · {seatMessages.seatOf(ticket.seat, ticket.of)}
              {ticket.category && ` · ${ticket.category}`} · <span className="font-mono">{ticket.code}</span> ·{' '}
              {ticket.status !== 'valid'
                ? ticket.status === 'refunded'
                  ? t.refunded
                  : t.cancelled
                : ticket.admittedAt
                  ? t.usedAt(formatDateTimeWib(ticket.admittedAt))
                  : seatMessages.notYet}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
