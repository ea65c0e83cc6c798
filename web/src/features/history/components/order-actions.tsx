import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, orderMessages, type PaymentStart, type TicketPurchase } from '@teater/contract';
import { api, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { useCheckout } from '../../payment/lib/use-checkout';

/** An order still waiting for payment, while its seats are held: the buyer pays it now or lets it go. */
export const isPayable = (order: TicketPurchase, now = Date.now()) =>
  order.status === 'pending' && new Date(order.expiresAt).getTime() > now;

const buttonClass =
  'rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

/** 'Bayar sekarang' resumes the order's own checkout; 'Batalkan' releases its seats at once. */
export function OrderActions({ order }: { order: TicketPurchase }) {
  const client = useQueryClient();
  const checkout = useCheckout(paths.ticketHistory);
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const resume = useMutation({
    mutationFn: () => api<{ data: PaymentStart }>(`/tiket/orders/${order.id}/resume`, { method: 'POST' }),
    onSuccess: ({ data }) => checkout(data),
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => api<{ message: string }>(`/tiket/orders/${order.id}/cancel`, { method: 'POST' }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await client.invalidateQueries({ queryKey: ['history', 'tickets'] });
    },
    onError,
  });
  if (!isPayable(order)) return null;
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
          if (window.confirm(orderMessages.cancelConfirm)) cancel.mutate();
        }}
        className={`${buttonClass} bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100`}
      >
        {orderMessages.cancel}
      </button>
      <span className="w-full text-stone-500 text-xs">{orderMessages.payBefore(formatDateTime(order.expiresAt))}</span>
    </div>
  );
}
