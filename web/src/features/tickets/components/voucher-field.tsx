import { voucherMessages } from '@teater/contract';
import { type ComponentProps, useEffect, useState } from 'react';

/**
 * An optional voucher code, behind 'Punya kode voucher?' (most buyers have none, and the order
 * form fits a 1366x768 screen): the server checks it when ordering (window, show, category,
 * uses) and takes its discount off; a refusal's message shows here, the field open.
 */
export function VoucherField({
  id,
  input,
  error,
}: {
  id: string;
  /** the form's props for the input: its name, value handling (react-hook-form's `register`) */
  input: ComponentProps<'input'>;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  // opened by its button: the typing goes where the buyer asked for it
  useEffect(() => {
    if (open) document.getElementById(`${id}-voucher`)?.focus();
  }, [open, id]);
  if (!open && !error) {
    return (
      <button
        type="button"
        aria-expanded={false}
        aria-controls={`${id}-voucher`}
        onClick={() => setOpen(true)}
        className="font-medium text-brand-700 text-sm underline"
      >
        {voucherMessages.haveCode}
      </button>
    );
  }
  return (
    <div>
      <label htmlFor={`${id}-voucher`} className="font-medium text-sm">
        {voucherMessages.orderField}
      </label>
      <input
        id={`${id}-voucher`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-voucher-error`}
        className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 uppercase focus:border-brand-600 aria-invalid:border-red-600 sm:w-64"
        {...input}
      />
      <p id={`${id}-voucher-error`} className="mt-1 text-red-700 text-sm">
        {error}
      </p>
    </div>
  );
}
