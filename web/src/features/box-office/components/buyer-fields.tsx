import { ticketMessages } from '@teater/contract';
import type { ComponentProps } from 'react';

export const inputClass =
  'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 focus:border-brand-600 aria-invalid:border-red-600';

type BuyerField = 'nama_user' | 'no_telp';
/** What an input of the form needs: react-hook-form's `register(name)`, or a name and its handlers. */
type InputProps = ComponentProps<'input'>;

interface BuyerFieldsProps {
  id: string;
  /** each field's message, the server's or the form's own */
  errors: Partial<Record<BuyerField, string | undefined>>;
  /** the form's props for each input (its name, value handling) */
  inputOf(name: BuyerField): InputProps;
}

const FIELDS: readonly [BuyerField, string, InputProps][] = [
  ['nama_user', ticketMessages.name, { autoComplete: 'name' }],
  ['no_telp', ticketMessages.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' }],
];

/**
 * The buyer's name and phone, each with its message under it: the order form (show page, order
 * dialog) and a waiting list's offer share them.
 */
export function BuyerFields({ id, errors, inputOf }: BuyerFieldsProps) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      {FIELDS.map(([name, label, extra]) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="font-medium text-sm">
            {label} *
          </label>
          <input
            id={`${id}-${name}`}
            className={inputClass}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={`${id}-${name}-error`}
            {...extra}
            {...inputOf(name)}
          />
          <p id={`${id}-${name}-error`} className="mt-1 text-red-700 text-sm">
            {errors[name]}
          </p>
        </div>
      ))}
    </div>
  );
}
