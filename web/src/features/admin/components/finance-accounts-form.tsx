import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FinanceAccount, financeMessages as m } from '@teater/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { accountsKey, fetchAccounts, saveAccounts } from '../../finance/api/report';
import { Button } from '../kit';

/** The treasurer's account mapping: a code and a name per role, saved at once. */
function AccountsFields({ accounts }: { accounts: FinanceAccount[] }) {
  const client = useQueryClient();
  const [rows, setRows] = useState(accounts);
  const save = useMutation({
    mutationFn: () => saveAccounts(rows),
    onSuccess: (saved) => client.setQueryData(accountsKey, saved),
  });
  const change = (role: string, field: 'code' | 'name', value: string) =>
    setRows((current) => current.map((row) => (row.role === role ? { ...row, [field]: value } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <p className="text-sm text-stone-600">{m.accountsIntro}</p>
      {rows.map((row) => (
        <fieldset key={row.role} className="grid gap-2 sm:grid-cols-[12rem_8rem_1fr] sm:items-center">
          <legend className="sr-only">{m.roles[row.role]}</legend>
          <span className="text-sm font-medium">{m.roles[row.role]}</span>
          <input
            aria-label={`${m.accountCode} ${m.roles[row.role]}`}
            className="rounded border border-stone-300 px-2 py-1 text-sm"
            value={row.code}
            onChange={(event) => change(row.role, 'code', event.target.value)}
          />
          <input
            aria-label={`${m.accountName} ${m.roles[row.role]}`}
            className="rounded border border-stone-300 px-2 py-1 text-sm"
            value={row.name}
            onChange={(event) => change(row.role, 'name', event.target.value)}
          />
        </fieldset>
      ))}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {m.save}
        </Button>
        <output aria-live="polite" className="text-sm">
          {save.isSuccess && m.accountsSaved}
          {save.error instanceof ApiError && save.error.message}
        </output>
      </div>
    </form>
  );
}

export function FinanceAccountsForm() {
  const accounts = useQuery({ queryKey: accountsKey, queryFn: fetchAccounts });
  return accounts.data ? <AccountsFields accounts={accounts.data} /> : null;
}
