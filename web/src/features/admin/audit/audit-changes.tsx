import { type AuditEntry, auditMessages as t } from '@teater/contract';
import { ColumnHeads } from '../../../components/column-heads';

type Values = Record<string, unknown> | null;

/** A stored value as a short text: strings as they are, nothing as a dash, the rest as JSON. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an entry names, each with its value before and after (either side may be absent). */
export function fieldsOf(entry: Pick<AuditEntry, 'before' | 'after'>) {
  const before: Values = entry.before;
  const after: Values = entry.after;
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((name) => ({ name, before: before?.[name], after: after?.[name] }));
}

const LIMIT = 3;

/** The first few changed fields, `field: before → after`, in a table cell. */
export function ChangeSummary({ entry }: { entry: AuditEntry }) {
  const fields = fieldsOf(entry);
  if (fields.length === 0) return <span className="text-stone-500">{t.noChanges}</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {fields.slice(0, LIMIT).map((field) => (
        <li key={field.name} className="max-w-xs truncate">
          <b>{field.name}</b>: {entry.before && <span className="text-red-800">{shown(field.before)}</span>}
          {entry.before && entry.after && ' → '}
          {entry.after && <span className="text-green-800">{shown(field.after)}</span>}
        </li>
      ))}
      {fields.length > LIMIT && <li className="text-stone-500">{t.more(fields.length - LIMIT)}</li>}
    </ul>
  );
}

/** Every field of an entry, before and after side by side. */
export function ChangeTable({ entry }: { entry: AuditEntry }) {
  const fields = fieldsOf(entry);
  if (fields.length === 0) return <p className="text-sm">{t.noChanges}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t.changes}</caption>
      <ColumnHeads
        heads={[t.field, t.before, t.after]}
        rowClassName="border-stone-200 border-b"
        cellClassName="py-2 pr-3 last:pr-0"
      />
      <tbody>
        {fields.map((field) => (
          <tr key={field.name} className="border-stone-100 border-b align-top">
            <th scope="row" className="py-2 pr-3 font-semibold">
              {field.name}
            </th>
            <td className="break-all py-2 pr-3 text-red-800">{entry.before ? shown(field.before) : ''}</td>
            <td className="break-all py-2 text-green-800">{entry.after ? shown(field.after) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
