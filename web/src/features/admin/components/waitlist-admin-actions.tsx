import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminWaitlistEntry,
  adminMessages,
  f,
  MAX_WAITLIST_QUANTITY,
  waitlistMessages as m,
} from '@teater/contract';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { AdminDialog } from '../kit/dialog';
import { ResourceForm } from '../kit/resource-form';

const quantityField = { quantity: f.number(m.quantity, { required: true, min: 1, max: MAX_WAITLIST_QUANTITY }) };
const small = 'rounded-md px-2 py-1 font-semibold text-xs ring-1 disabled:opacity-60';

/**
 * What an admin does with an entry: change the seats a waiting one asks for (it may fit seats
 * already free), or remove a live one (an offer's seats pass to the next in line). Both are
 * recorded in the audit log by the server.
 */
export function WaitlistAdminActions({ entry, listKey }: { entry: AdminWaitlistEntry; listKey: readonly unknown[] }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const reload = () => client.invalidateQueries({ queryKey: [...listKey] });
  const remove = useMutation({
    mutationFn: () => api<{ message: string }>(`/tiket/waitlist/${entry.id}`, { method: 'DELETE' }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await reload();
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setRemoving(false),
  });
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  return (
    <div className="flex gap-2">
      {entry.status === 'waiting' && (
        <button
          type="button"
          aria-label={m.editQuantity(entry.buyer_name)}
          onClick={() => setEditing(true)}
          className={`${small} text-stone-800 ring-stone-300 hover:bg-stone-100`}
        >
          {adminMessages.edit}
        </button>
      )}
      <button
        type="button"
        aria-label={`${m.remove} ${entry.buyer_name}`}
        onClick={() => setRemoving(true)}
        className={`${small} text-red-800 ring-red-200 hover:bg-red-50`}
      >
        {m.remove}
      </button>
      <AdminDialog
        open={editing}
        title={m.editQuantity(entry.buyer_name)}
        onClose={() => setEditing(false)}
        size="question"
      >
        {editing && (
          <ResourceForm
            fields={quantityField}
            record={{ quantity: entry.quantity }}
            submit={({ values }) => api(`/tiket/waitlist/${entry.id}`, { method: 'PATCH', body: values })}
            submitLabel={adminMessages.update}
            busyLabel={adminMessages.busy.updating}
            onCancel={() => setEditing(false)}
            onSuccess={async () => {
              toast.success(m.updated);
              setEditing(false);
              await reload();
            }}
          />
        )}
      </AdminDialog>
      <ConfirmDialog
        open={removing}
        question={m.removeConfirm(entry.buyer_name)}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setRemoving(false)}
      />
    </div>
  );
}
