import { adminMessages, formatRupiah, voucherMessages } from '@teater/contract';
import { type ComponentProps, useEffect, useState } from 'react';

/**
 * An optional voucher code, behind 'Punya kode voucher?' (most buyers have none, and the order
 * form fits a 1366x768 screen). 'Pakai' (or Enter) checks it before paying, and its discount
 * shows here and on the total; the server checks it again when ordering (window, show, category,
 * uses) and takes its discount off. A refusal's message shows here, the field open.
 */
export function VoucherField({
  id,
  input,
  error,
  onApply,
  checking = false,
  applied,
}: {
  id: string;
  /** the form's props for the input: its name and change handling */
  input: ComponentProps<'input'>;
  error?: string;
  /** checks the code typed */
  onApply?: (code: string) => void;
  checking?: boolean;
  /** the code checked and what it takes off the seats chosen */
  applied?: { code: string; discount: number } | null;
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
  const apply = () => {
    const field = document.getElementById(`${id}-voucher`);
    if (field instanceof HTMLInputElement && field.value.trim()) onApply?.(field.value);
  };
  return (
    <div>
      <label htmlFor={`${id}-voucher`} className="font-medium text-sm">
        {voucherMessages.orderField}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={`${id}-voucher`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-voucher-error`}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 uppercase focus:border-brand-600 aria-invalid:border-red-600 sm:w-64 sm:flex-none"
          {...input}
          // Enter checks the code instead of paying: the buyer sees its discount first
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !onApply) return;
            event.preventDefault();
            apply();
          }}
        />
        {onApply && (
          <button
            type="button"
            onClick={apply}
            disabled={checking}
            className="rounded-lg px-4 py-2 font-medium text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {checking ? adminMessages.busy.processing : voucherMessages.apply}
          </button>
        )}
      </div>
      <p id={`${id}-voucher-error`} className="mt-1 text-red-700 text-sm">
        {error}
      </p>
      {applied && !error && (
        <p role="status" className="mt-1 font-medium text-emerald-800 text-sm">
          {voucherMessages.discountOf(applied.code)}: -{formatRupiah(applied.discount)}
        </p>
      )}
    </div>
  );
}
