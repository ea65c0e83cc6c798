import { adminMessages, formatRupiah, ticketMessages, type User } from '@teater/contract';
import { useId } from 'react';
import type { Show } from '../lib/sales-state';
import { BuyerFields, inputClass } from './buyer-fields';
import { CategoryCounts } from './category-counts';
import { useOrderForm } from './use-order-form';
import { VoucherField } from './voucher-field';

type Order = ReturnType<typeof useOrderForm>;

/** The read-only total in rupiah, and the buttons. */
function OrderFooter({ id, order, onCancel }: { id: string; order: Order; onCancel?: () => void }) {
  const { pending, ready } = order.form;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <label htmlFor={`${id}-total`} className="font-medium text-sm">
          {ticketMessages.total}
        </label>
        <input id={`${id}-total`} readOnly value={formatRupiah(order.total)} className={`${inputClass} bg-stone-100`} />
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
          disabled={pending || !ready}
          className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          {pending ? adminMessages.busy.processing : ticketMessages.pay}
        </button>
      </div>
    </div>
  );
}

/**
 * Name, phone and a count per category (1 to 10 tickets in all, the spec's message above 10) with
 * the read-only total in rupiah; submits the real order, then opens the payment. The server
 * validates the fields, recomputes the total and re-checks every rule. For a logged-in `user`.
 */
export function OrderForm({ show, user, onCancel }: { show: Show; user: User; onCancel?: () => void }) {
  const id = useId();
  const order = useOrderForm(show, user);
  const { form } = order;
  const inputOf = (name: string) => ({ name, onChange: () => form.clear(name) });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4">
      <BuyerFields
        id={id}
        errors={{ nama_user: form.errorOf('nama_user'), no_telp: form.errorOf('no_telp') }}
        inputOf={(name) => ({ ...inputOf(name), defaultValue: name === 'nama_user' ? user.name : '' })}
      />
      <CategoryCounts
        show={show}
        formId={id}
        counts={order.counts}
        onCount={order.setCount}
        invalid={Boolean(order.countsError)}
        describedBy={`${id}-counts-error`}
        member={order.member}
      />
      <p id={`${id}-counts-error`} role="alert" className="text-red-700 text-sm">
        {order.countsError}
      </p>
      <VoucherField
        id={id}
        input={{
          name: 'voucher',
          onChange: () => {
            form.clear('voucher');
            order.voucher.reset();
          },
        }}
        error={form.errorOf('voucher') ?? order.voucher.error}
        onApply={order.applyVoucher}
        checking={order.voucher.checking}
        applied={order.voucher.terms && { code: order.voucher.terms.code, discount: order.discount }}
      />
      <OrderFooter id={id} order={order} onCancel={onCancel} />
    </form>
  );
}
