import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, orderMessages, type PaymentStart } from '@teater/contract';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCheckout } from '../../payment/lib/use-checkout';

/** Still waiting for payment, and still payable: its time has not passed. */
export const isPayable = (checkout: { status: string; expiresAt: string }, now = Date.now()) =>
  checkout.status === 'pending' && new Date(checkout.expiresAt).getTime() > now;

const buttonClass =
  'rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

interface Props {
  /** the checkout's own calls: `{calls}/resume` and `{calls}/cancel` */
  calls: string;
  expiresAt: string;
  /** the history to reload after a cancellation */
  history: 'tickets' | 'subscription';
  /** where the buyer lands after paying */
  returnTo: string;
  cancelConfirm: string;
}

/**
 * A checkout left unpaid, while it lasts (a ticket order's held seats, a subscription's window):
 * 'Bayar sekarang' opens its own checkout again; 'Batalkan' ends it (a ticket order's seats
 * return at once). The server checks both.
 */
export function CheckoutActions({ calls, expiresAt, history, returnTo, cancelConfirm }: Props) {
  const client = useQueryClient();
  const checkout = useCheckout(returnTo);
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const resume = useMutation({
    mutationFn: () => api<{ data: PaymentStart }>(`${calls}/resume`, { method: 'POST' }),
    onSuccess: ({ data }) => checkout(data),
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => api<{ message: string }>(`${calls}/cancel`, { method: 'POST' }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await client.invalidateQueries({ queryKey: ['history', history] });
    },
    onError,
  });
  const busy = resume.isPending || cancel.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => resume.mutate()}
        className={`${buttonClass} bg-red-800 text-white hover:bg-red-900`}
      >
        {orderMessages.payNow}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          if (window.confirm(cancelConfirm)) cancel.mutate();
        }}
        className={`${buttonClass} bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100`}
      >
        {orderMessages.cancel}
      </button>
      <span className="w-full text-stone-500 text-xs">{orderMessages.payBefore(formatDateTime(expiresAt))}</span>
    </div>
  );
}
