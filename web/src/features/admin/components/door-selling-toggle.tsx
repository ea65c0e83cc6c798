import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DoorPass, doorSalesMessages as m } from '@teater/contract';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/** A pass sells as well as admits, or only admits: one click, audited by the server. */
export function SellingToggle({ pass, listKey }: { pass: DoorPass; listKey: readonly unknown[] }) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => api(`/door/passes/${pass.id}/selling`, { method: 'POST', body: { canSell: !pass.canSell } }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (pass.revokedAt) return <span>{pass.canSell ? m.canSellOn : m.canSellOff}</span>;
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={pass.canSell}
        disabled={toggle.isPending}
        aria-label={`${m.canSell}: ${pass.label}`}
        onChange={() => toggle.mutate()}
      />
      {pass.canSell ? m.canSellOn : m.canSellOff}
    </label>
  );
}
