import { isSubscriptionActive, type TicketOrderStart, type User, voucherDiscount } from '@teater/contract';
import { useMemo, useState } from 'react';
import { useServerForm } from '../../../components/form/use-server-form';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { countsRule, linesOf, totalPrice } from '../lib/order-rules';
import { priceFor, type Show } from '../lib/sales-state';
import { useOrderCheckout } from './use-order-checkout';
import { useVoucherCheck } from './use-voucher-check';

/** The inputs with a message of their own; the server's other messages are about the seats. */
const OWN_FIELDS = new Set(['nama_user', 'no_telp', 'voucher']);

/** No seats chosen yet: the buyer says how many (a pre-filled 1 was bought unread). */
const startingCounts = (show: Show): Record<string, string> =>
  Object.fromEntries(show.categories.map((c) => [String(c.id), '']));

/** POST /tiket/user/pesan: reserves the seats and answers the payment to open. */
const placeOrder = (body: Record<string, unknown>) =>
  api<{ data: TicketOrderStart }>('/tiket/user/pesan', { method: 'POST', body }).then((r) => r.data);

/**
 * The order form's state: the counts typed and their total, the seats' rule said as the buyer
 * types, and the submit that places the order (the server validates every field with the
 * contract's schema; its messages go under the inputs they concern) and opens its payment.
 */
export function useOrderForm(show: Show, user: User) {
  const member = isSubscriptionActive(user.subscription_time);
  const checkout = useOrderCheckout();
  const [counts, setCounts] = useState(() => startingCounts(show));
  // the seats' rule speaks once a count was typed or the order sent, as it did on every change
  const [countsTouched, setCountsTouched] = useState(false);
  // what this buyer pays per seat (an active Sahabat: the Sahabat prices); a voucher's discount is
  // shown once checked, and taken off again by the server
  const prices = useMemo(
    () => new Map(show.categories.map((c) => [c.id, priceFor(c, member)])),
    [show.categories, member],
  );
  const form = useServerForm({
    submit: async (values) => {
      setCountsTouched(true);
      const { nama_user, no_telp, voucher } = values;
      const body = { nama_user, no_telp, id_tiket: show.id, id_user: user.id, categories: linesOf(counts) };
      try {
        return await placeOrder(voucher ? { ...body, voucher } : body);
      } catch (error) {
        toast.error(errorMessage(error));
        throw error;
      }
    },
    onDone: checkout,
  });
  const voucher = useVoucherCheck(show.id);
  const subtotal = totalPrice(counts, prices);
  const discount = voucher.terms ? voucherDiscount(voucher.terms, linesOf(counts), (id) => prices.get(id) ?? 0) : 0;
  const seatsFields = Object.keys(form.errors).filter((field) => !OWN_FIELDS.has(field));
  const countsError = (countsTouched ? countsRule(counts) : null) ?? form.errorOf(seatsFields[0] ?? '');
  const setCount = (categoryId: number, value: string) => {
    setCounts((before) => ({ ...before, [categoryId]: value }));
    setCountsTouched(true);
    for (const field of seatsFields) form.clear(field);
  };
  const applyVoucher = (code: string) => voucher.apply(code, linesOf(counts));
  return {
    form,
    counts,
    setCount,
    subtotal,
    discount,
    total: subtotal - discount,
    countsError,
    member,
    voucher,
    applyVoucher,
  };
}
