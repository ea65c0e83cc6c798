import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminTicketOrder, orderMessages } from '@teater/contract';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';

type Action = 'cancel' | 'refund';
const LABELS: Record<Action, string> = { cancel: orderMessages.cancel, refund: orderMessages.refund };

/** What the box office may do with an order: cancel one still pending, refund one paid. */
const actionOf = (order: AdminTicketOrder): Action | null =>
  order.status === 'pending' ? 'cancel' : order.status === 'paid' || order.status === 'refund_due' ? 'refund' : null;

export function OrderAdminActions({ order, listKey }: { order: AdminTicketOrder; listKey: readonly unknown[] }) {
  const client = useQueryClient();
  const action = actionOf(order);
  const run = useMutation({
    mutationFn: (chosen: Action) => api<{ message: string }>(`/tiket/orders/${order.id}/${chosen}`, { method: 'POST' }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await client.invalidateQueries({ queryKey: [...listKey] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (!action) return null;
  const question = action === 'cancel' ? orderMessages.cancelConfirm : orderMessages.refundConfirm(order.order_id);
  return (
    <button
      type="button"
      disabled={run.isPending}
      aria-label={`${LABELS[action]} ${order.order_id}`}
      onClick={() => {
        if (window.confirm(question)) run.mutate(action);
      }}
      className="rounded-md px-2 py-1 font-semibold text-red-800 text-xs ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
    >
      {LABELS[action]}
    </button>
  );
}
