import { adminMessages, formatRupiah, ticketMessages } from '@teater/contract';
import { useId } from 'react';
import type { Show } from '../lib/sales-state';
import { CategoryCounts } from './category-counts';
import { useOrderForm } from './use-order-form';
import { VoucherField } from './voucher-field';

const input =
  'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 focus:border-brand-600 aria-invalid:border-red-600';

type Order = ReturnType<typeof useOrderForm>;

function BuyerField({
  id,
  order,
  name,
  label,
  extra,
}: {
  id: string;
  order: Order;
  name: 'nama_user' | 'no_telp';
  label: string;
  extra: object;
}) {
  const error = order.form.formState.errors[name]?.message;
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className="font-medium text-sm">
        {label} *
      </label>
      <input
        id={`${id}-${name}`}
        className={input}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${name}-error`}
        {...extra}
        {...order.form.register(name)}
      />
      <p id={`${id}-${name}-error`} className="mt-1 text-red-700 text-sm">
        {error}
      </p>
    </div>
  );
}

/** The read-only total in rupiah, and the buttons. */
function OrderFooter({ id, order, onCancel }: { id: string; order: Order; onCancel?: () => void }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <label htmlFor={`${id}-total`} className="font-medium text-sm">
          {ticketMessages.total}
        </label>
        <input id={`${id}-total`} readOnly value={formatRupiah(order.total)} className={`${input} bg-stone-100`} />
      </div>
      <div className="flex gap-3">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
          >
            {ticketMessages.cancel}
          </button>
        )}
        <button
          type="submit"
          disabled={order.busy}
          className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          {order.busy ? adminMessages.busy.processing : ticketMessages.pay}
        </button>
      </div>
    </div>
  );
}

/**
 * Name, phone and a count per category (1 to 10 tickets in all, the spec's message above 10) with
 * the read-only total in rupiah; submits the real order, then opens the payment. The server
 * recomputes the total and re-checks every rule.
 */
export function OrderForm({ show, onCancel }: { show: Show; onCancel?: () => void }) {
  const id = useId();
  const order = useOrderForm(show);
  return (
    <form onSubmit={order.submit} noValidate className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <BuyerField
          id={id}
          order={order}
          name="nama_user"
          label={ticketMessages.name}
          extra={{ autoComplete: 'name' }}
        />
        <BuyerField
          id={id}
          order={order}
          name="no_telp"
          label={ticketMessages.phone}
          extra={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
        />
      </div>
      <CategoryCounts
        show={show}
        formId={id}
        register={order.form.register}
        invalid={order.countsError !== undefined}
        describedBy={`${id}-counts-error`}
        onCountChange={() => void order.form.trigger('counts')}
        member={order.member}
      />
      <p id={`${id}-counts-error`} role="alert" className="text-red-700 text-sm">
        {order.countsError}
      </p>
      <VoucherField
        id={id}
        registered={order.form.register('voucher')}
        error={order.form.formState.errors.voucher?.message}
      />
      <OrderFooter id={id} order={order} onCancel={onCancel} />
    </form>
  );
}
