import { voucherMessages as m, type VoucherScope } from '@teater/contract';
import { useCallback, useId, useState } from 'react';
import { ticketApi } from '../../box-office/api/tickets-api';
import { Button } from '../kit/button';
import { RecordPicker } from '../kit/record-picker';

/** A show in a voucher's scope and the categories ticked (none: all of them). */
export interface ScopeRow {
  id: number;
  name: string;
  categories: number[];
}

/** The scope a voucher answered (`scope`), as rows to edit; a new voucher has none. */
export const scopeRowsOf = (record: Record<string, unknown> | null | undefined): ScopeRow[] =>
  ((record?.scope as VoucherScope | undefined) ?? []).map((show) => ({
    id: show.id,
    name: show.nama_pertujukan,
    categories: show.categories.map((category) => category.id),
  }));

/** The scope rows and how the form changes them; `body` is what a voucher's write carries. */
export function useScopeRows(initial: ScopeRow[]) {
  const [rows, setRows] = useState(initial);
  const add = useCallback((id: number) => {
    setRows((list) => (list.some((row) => row.id === id) ? list : [...list, { id, name: `#${id}`, categories: [] }]));
  }, []);
  const remove = useCallback((id: number) => setRows((list) => list.filter((row) => row.id !== id)), []);
  const toggle = useCallback((id: number, category: number) => {
    setRows((list) =>
      list.map((row) =>
        row.id !== id
          ? row
          : {
              ...row,
              categories: row.categories.includes(category)
                ? row.categories.filter((c) => c !== category)
                : [...row.categories, category],
            },
      ),
    );
  }, []);
  const body = () => ({ show_ids: rows.map((row) => row.id), category_ids: rows.flatMap((row) => row.categories) });
  return { rows, add, remove, toggle, body };
}
export type ScopeRows = ReturnType<typeof useScopeRows>;

/** One show of the scope: its name, its categories to tick, and a button that takes it out. */
function ScopeShow({ row, scope }: { row: ScopeRow; scope: ScopeRows }) {
  const id = useId();
  const show = ticketApi.useDetail(String(row.id));
  const name = show.data?.nama_pertujukan ?? row.name;
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium">{name}</p>
        <Button variant="secondary" small onClick={() => scope.remove(row.id)}>
          {m.removeShow(name)}
        </Button>
      </div>
      <fieldset className="mt-2">
        <legend className="text-stone-600 text-xs">{m.scopeCategories}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {show.data?.categories.map((category) => (
            <label key={category.id} htmlFor={`${id}-${category.id}`} className="flex items-center gap-2 text-sm">
              <input
                id={`${id}-${category.id}`}
                type="checkbox"
                checked={row.categories.includes(category.id)}
                onChange={() => scope.toggle(row.id, category.id)}
              />
              {category.name}
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/** Which shows and categories a voucher is for: none chosen means every show. */
export function VoucherScopeField({ scope }: { scope: ScopeRows }) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-stone-900">{m.scope}</legend>
      <p className="text-stone-500 text-xs">{m.scopeHint}</p>
      {scope.rows.length > 0 && (
        <ul className="space-y-2">
          {scope.rows.map((row) => (
            <ScopeShow key={row.id} row={row} scope={scope} />
          ))}
        </ul>
      )}
      <RecordPicker
        label={m.addShow}
        source={{ path: '/tiket', title: 'nama_pertujukan' }}
        value=""
        onChange={(id) => id && scope.add(Number(id))}
      />
    </fieldset>
  );
}
