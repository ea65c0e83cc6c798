import { type ChartSeat, seatingMessages } from '@teater/contract';
import { useId, useState } from 'react';
import { Button } from '../kit/button';
import { LabeledInput } from './labeled-input';

export interface ChartCalls {
  move(seat: ChartSeat): void;
  block(seat: ChartSeat, reason: string): void;
  release(seat: ChartSeat): void;
  comp(seat: ChartSeat, guest: { name: string; email: string }): void;
  close(): void;
}

/** A held seat issued as a complimentary ticket: the guest's name and e-mail (the e-ticket's address). */
function CompForm({ busy, onIssue }: { busy: boolean; onIssue(guest: { name: string; email: string }): void }) {
  const t = seatingMessages.chart;
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  return (
    <form
      aria-label={t.compTitle}
      className="space-y-2 border-stone-200 border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        onIssue({ name: name.trim(), email: email.trim() });
      }}
    >
      <p className="font-medium text-sm">{t.compTitle}</p>
      <LabeledInput id={`${id}-name`} label={t.compName} maxLength={80} value={name} onValue={setName} />
      <LabeledInput
        id={`${id}-email`}
        label={t.compEmail}
        type="email"
        maxLength={254}
        value={email}
        onValue={setEmail}
      />
      <Button type="submit" disabled={busy}>
        {t.comp}
      </Button>
    </form>
  );
}

/**
 * What the box office may do with one seat: a buyer's seat is moved elsewhere, a free one held
 * with a reason, a held one released to sale or issued as a complimentary ticket.
 */
export function ChartActions({ seat, busy, calls }: { seat: ChartSeat; busy: boolean; calls: ChartCalls }) {
  const t = seatingMessages.chart;
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {seatingMessages.seatName(seat.section, seat.row, seat.number)} · {seatingMessages.chartState[seat.state]}
      </h2>
      {seat.order && <p className="text-sm">{t.order(seat.order.order_id, seat.order.nama_user)}</p>}
      {seat.reason && <p className="text-sm">{seat.reason}</p>}
      {seat.order && (
        <Button disabled={busy} onClick={() => calls.move(seat)}>
          {t.move}
        </Button>
      )}
      {seat.state === 'free' && (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            calls.block(seat, reason.trim());
          }}
        >
          <LabeledInput
            id={`${id}-reason`}
            label={t.reason}
            labelClassName="block font-medium text-sm"
            maxLength={120}
            value={reason}
            onValue={setReason}
          />
          <Button type="submit" disabled={busy}>
            {t.block}
          </Button>
        </form>
      )}
      {seat.state === 'blocked' && (
        <>
          <Button variant="secondary" disabled={busy} onClick={() => calls.release(seat)}>
            {t.release}
          </Button>
          <CompForm busy={busy} onIssue={(guest) => calls.comp(seat, guest)} />
        </>
      )}
      <Button variant="ghost" onClick={calls.close}>
        {t.close}
      </Button>
    </section>
  );
}
