import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settlementMessages as m } from '@teater/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { checkStatus, settlementKey } from './settlement-api';

interface Props {
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}

const field = 'mt-1 block w-full rounded-md border-stone-300 text-sm';

/** The period the lines and open items show (WIB days), and the status API's check of the same period. */
export function PeriodForm({ from, to, onChange }: Props) {
  const client = useQueryClient();
  const [draft, setDraft] = useState({ from, to });
  const check = useMutation({
    mutationFn: () => checkStatus({ from, to }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await client.invalidateQueries({ queryKey: [...settlementKey] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <form
      className="mt-8 grid grid-cols-2 items-end gap-3 sm:flex"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(draft);
      }}
    >
      <label className="text-sm font-medium text-stone-800">
        {m.from}
        <input
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          className={field}
        />
      </label>
      <label className="text-sm font-medium text-stone-800">
        {m.to}
        <input
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          className={field}
        />
      </label>
      <button
        type="submit"
        className="rounded-lg px-4 py-2 font-semibold text-sm ring-1 ring-stone-300 hover:bg-stone-100"
      >
        {m.show}
      </button>
      <button
        type="button"
        disabled={check.isPending || !from || !to}
        onClick={() => check.mutate()}
        className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-600 disabled:opacity-60"
      >
        {check.isPending ? m.checking : m.checkStatus}
      </button>
    </form>
  );
}
