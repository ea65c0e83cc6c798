import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Donation, formatRupiah, donationMessages as m } from '@teater/contract';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../kit/confirm-dialog';

/**
 * An admin refunds a paid gift through the gateway (the server audits it); once refunded it no
 * longer counts toward its campaign, so the list and the chart are read again.
 */
export function GiftRefund({ gift, refresh }: { gift: Donation; refresh: readonly (readonly unknown[])[] }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const refund = useMutation({
    mutationFn: () => api<{ message: string }>(`/donations/${gift.id}/refund`, { method: 'POST' }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })));
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setAsking(false),
  });
  if (gift.status !== 'paid') return null;
  return (
    <>
      <button
        type="button"
        aria-label={`${m.refund} ${gift.receipt_number}`}
        onClick={() => setAsking(true)}
        className="rounded-md px-2 py-1 font-semibold text-red-800 text-xs ring-1 ring-red-200 hover:bg-red-50"
      >
        {m.refund}
      </button>
      <ConfirmDialog
        open={asking}
        question={m.refundConfirm(gift.receipt_number, formatRupiah(gift.amount))}
        confirmLabel={m.refundYes}
        busy={refund.isPending}
        onConfirm={() => refund.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
