import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminRenewal, renewalMessages as m } from '@teater/contract';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../kit/confirm-dialog';

/** An admin stops a member's automatic renewal (the server records it in the audit log). */
export function RenewalAdminStop({ plan, listKey }: { plan: AdminRenewal; listKey: readonly unknown[] }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const who = plan.name ?? plan.email ?? `#${plan.id}`;
  const stop = useMutation({
    mutationFn: () => api<{ message: string }>(`/admin/renewals/${plan.id}/stop`, { method: 'POST' }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await client.invalidateQueries({ queryKey: [...listKey] });
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setAsking(false),
  });
  if (plan.state !== 'active' && plan.state !== 'past_due') return null;
  return (
    <>
      <button
        type="button"
        aria-label={`${m.adminStop} ${who}`}
        onClick={() => setAsking(true)}
        className="rounded-md px-2 py-1 font-semibold text-red-800 text-xs ring-1 ring-red-200 hover:bg-red-50"
      >
        {m.adminStop}
      </button>
      <ConfirmDialog
        open={asking}
        question={m.adminStopConfirm(who)}
        confirmLabel={m.confirm}
        busy={stop.isPending}
        onConfirm={() => stop.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
