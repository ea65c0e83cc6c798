import { seatingMessages } from '@teater/contract';
import { useId, useState } from 'react';
import { Button } from '../kit/button';
import { inputClass } from '../kit/field-input';
import { LabeledInput } from './labeled-input';
import type { DrawnSeat, SeatFix } from './plan-edits';

type FixKind = SeatFix['kind'];
const KINDS: FixKind[] = ['seat', 'wheelchair', 'missing', 'unsold'];

const kindOf = (seat: DrawnSeat): FixKind =>
  seat.missing ? 'missing' : seat.unsold ? 'unsold' : seat.kind === 'wheelchair' ? 'wheelchair' : 'seat';

/**
 * One tapped seat, fixed: an ordinary seat, a wheelchair space with its companion (a seat of the
 * same row, its neighbour by default), not there at all, or never sold with the reason.
 */
export function SeatFixPanel({
  seat,
  rowSeats,
  onApply,
  onClose,
}: {
  seat: DrawnSeat;
  /** the other seats of its row, left to right: the companion is one of them */
  rowSeats: DrawnSeat[];
  onApply(fix: SeatFix): void;
  onClose(): void;
}) {
  const t = seatingMessages.editor;
  const id = useId();
  const [kind, setKind] = useState<FixKind>(kindOf(seat));
  const neighbours = rowSeats.filter((s) => s.number !== seat.number && !s.missing);
  const nearest = [...neighbours].sort((a, b) => Math.abs(a.x - seat.x) - Math.abs(b.x - seat.x))[0];
  const [companion, setCompanion] = useState(nearest?.number ?? '');
  const [reason, setReason] = useState(seat.unsold ?? '');
  const fix = (): SeatFix =>
    kind === 'wheelchair' ? { kind, companion } : kind === 'unsold' ? { kind, reason: reason.trim() } : { kind };
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(fix());
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t.fixTitle(seatingMessages.seatName(seat.section, seat.row, seat.number))}
      </h3>
      <fieldset className="space-y-1">
        <legend className="mb-1 font-medium text-sm">{t.fixKind}</legend>
        {KINDS.map((k) => (
          <label key={k} className="flex items-center gap-2 py-1 text-sm">
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
            {t.fixKinds[k]}
          </label>
        ))}
      </fieldset>
      {kind === 'wheelchair' && (
        <div>
          <label htmlFor={`${id}-companion`} className="mb-1 block font-medium text-sm">
            {t.companion}
          </label>
          <select
            id={`${id}-companion`}
            required
            value={companion}
            onChange={(e) => setCompanion(e.target.value)}
            className={inputClass}
          >
            {neighbours.map((s) => (
              <option key={s.number} value={s.number}>
                {s.number}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'unsold' && (
        <div>
          <LabeledInput
            id={`${id}-reason`}
            label={t.reason}
            labelClassName="mb-1 block font-medium text-sm"
            maxLength={120}
            value={reason}
            onValue={setReason}
          />
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit">{t.apply}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
