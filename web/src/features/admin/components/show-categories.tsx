import { categoryMessages } from '@teater/contract';
import { useId } from 'react';
import { fieldAria } from '../../../components/form/field-aria';
import { Button } from '../kit/button';
import { inputClass } from '../kit/field-input';
import type { CategoryRow, CategoryRows, RowField } from './use-category-rows';

interface CellProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type: 'text' | 'number' | 'datetime-local';
  disabled: boolean;
  onChange(value: string): void;
}

function Cell({ id, label, value, error, hint, type, disabled, onChange }: CellProps) {
  const { hintId, errorId, aria } = fieldAria(id, hint, error);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-sm text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        {...aria}
        className={inputClass}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-stone-500 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** One category: name, its one price, seats, optional window; removable unless it has orders. */
function CategoryFields({
  row,
  index,
  editor,
  disabled,
}: {
  row: CategoryRow;
  index: number;
  editor: CategoryRows;
  disabled: boolean;
}) {
  const id = useId();
  const cell = (field: RowField, label: string, type: CellProps['type'], hint?: string) => (
    <Cell
      id={`${id}-${field}`}
      label={label}
      value={row[field]}
      type={type}
      hint={hint}
      error={editor.errors[`categories.${index}.${field}`]}
      disabled={disabled}
      onChange={(value) => editor.change(row.key, field, value)}
    />
  );
  const m = categoryMessages;
  return (
    <li className="space-y-3 rounded-lg border border-stone-200 p-4" aria-label={row.name || m.title}>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        {cell('name', m.name, 'text')}
        {cell('price', `${m.price} (Rp)`, 'number')}
        {cell('seats', m.seats, 'number', row.taken > 0 ? m.taken(row.taken) : m.seatsHint)}
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        {cell('sales_start', m.salesStart, 'datetime-local')}
        {cell('sales_end', m.salesEnd, 'datetime-local')}
        <div>
          {row.hasOrders ? (
            <p className="text-stone-500 text-sm">{m.hasOrdersNote}</p>
          ) : (
            <Button
              variant="secondary"
              small
              disabled={disabled || editor.rows.length === 1}
              onClick={() => editor.remove(row.key)}
            >
              {m.remove(row.name)}
            </Button>
          )}
        </div>
      </div>
      <p className="text-stone-500 text-xs">{m.windowHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {cell('member_price', m.memberPrice, 'number', m.memberPriceHint)}
        {cell('member_sales_start', m.memberSalesStart, 'datetime-local', m.memberSalesStartHint)}
      </div>
    </li>
  );
}

/** The show form's ticket categories: any number, in order (the first is the spec's category). */
export function ShowCategories({ editor, disabled }: { editor: CategoryRows; disabled: boolean }) {
  const listError = editor.errors.categories;
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-stone-900">{categoryMessages.title} *</legend>
      <ul className="space-y-3">
        {editor.rows.map((row, index) => (
          <CategoryFields key={row.key} row={row} index={index} editor={editor} disabled={disabled} />
        ))}
      </ul>
      {listError && (
        <p role="alert" className="text-red-700 text-sm">
          {listError}
        </p>
      )}
      <Button variant="secondary" small disabled={disabled} onClick={editor.add}>
        {categoryMessages.add}
      </Button>
    </fieldset>
  );
}
