import { seatingMessages } from '@teater/contract';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../kit/button';
import { inputClass } from '../kit/field-input';
import { aislesOf, type BlockChoice, type Numbering } from './plan-edits';

const NUMBERINGS: Numbering[] = ['ltr', 'rtl', 'odd', 'even'];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-sm text-stone-700">
        {label}
      </label>
      {children}
    </div>
  );
}

function NumberField(props: { id: string; label: string; max: number; value: string; onChange(v: string): void }) {
  return (
    <Field id={props.id} label={props.label}>
      <input
        id={props.id}
        type="number"
        required
        min={1}
        max={props.max}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      />
    </Field>
  );
}

/** The common case drawn at once: a section of N rows of M seats, numbered as the hall numbers it. */
export function BlockForm({ onAdd }: { onAdd(choice: BlockChoice): void }) {
  const t = seatingMessages.editor;
  const id = useId();
  const [name, setName] = useState('');
  const [rows, setRows] = useState('10');
  const [seats, setSeats] = useState('20');
  const [firstRow, setFirstRow] = useState('A');
  const [numbering, setNumbering] = useState<Numbering>('ltr');
  const [aisles, setAisles] = useState('');
  const [curved, setCurved] = useState(false);
  return (
    <form
      aria-label={t.addSection}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd({
          name: name.trim(),
          rows: Number(rows),
          seats: Number(seats),
          firstRow: firstRow.trim().toUpperCase() || 'A',
          numbering,
          aisles: aislesOf(aisles),
          curved,
        });
        setName('');
      }}
    >
      <Field id={`${id}-name`} label={t.sectionName}>
        <input
          id={`${id}-name`}
          required
          maxLength={40}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <NumberField id={`${id}-rows`} label={t.rows} max={100} value={rows} onChange={setRows} />
        <NumberField id={`${id}-seats`} label={t.seatsPerRow} max={200} value={seats} onChange={setSeats} />
        <Field id={`${id}-first`} label={t.firstRow}>
          <input
            id={`${id}-first`}
            required
            maxLength={1}
            pattern="[A-Za-z]"
            value={firstRow}
            onChange={(e) => setFirstRow(e.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      <Field id={`${id}-numbering`} label={t.numbering}>
        <select
          id={`${id}-numbering`}
          value={numbering}
          onChange={(e) => setNumbering(e.target.value as Numbering)}
          className={inputClass}
        >
          {NUMBERINGS.map((n) => (
            <option key={n} value={n}>
              {t.numberings[n]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-aisles`} label={t.aisles}>
        <input
          id={`${id}-aisles`}
          inputMode="numeric"
          value={aisles}
          onChange={(e) => setAisles(e.target.value)}
          className={inputClass}
        />
      </Field>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={curved} onChange={(e) => setCurved(e.target.checked)} />
        <span>{t.curved}</span>
      </label>
      <Button type="submit">{t.addBlock}</Button>
    </form>
  );
}
