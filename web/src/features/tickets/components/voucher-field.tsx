import { voucherMessages } from '@teater/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * An optional voucher code: the server checks it when ordering (window, show, category, uses)
 * and takes its discount off; a refusal's message shows here.
 */
export function VoucherField({
  id,
  registered,
  error,
}: {
  id: string;
  registered: UseFormRegisterReturn;
  error?: string;
}) {
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
        {...registered}
      />
      <p id={`${id}-voucher-error`} className="mt-1 text-red-700 text-sm">
        {error}
      </p>
    </div>
  );
}
