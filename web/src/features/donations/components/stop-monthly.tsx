import { donationMessages as m } from '@teater/contract';
import { useState } from 'react';
import { SubmitButton } from '../../../components/form/submit-button';
import { useServerForm } from '../../../components/form/use-server-form';
import { ErrorState, Loading } from '../../../components/status';
import { useQueryParam } from '../../../lib/use-query-param';
import { stopMonthlyGift } from '../api/donation-calls';

/**
 * /donasi/berhenti?token=…: the link in every receipt of a monthly gift, no login needed. It asks
 * once more before it stops (mail scanners open links); the server checks the token's signature.
 */
export function StopMonthly() {
  const token = useQueryParam('token');
  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm({
    submit: () => stopMonthlyGift(token ?? ''),
    onDone: (answer) => setDone(answer.message),
  });
  if (token === null || token === '') return <ErrorState message={m.stopLinkInvalid} />;
  if (token === undefined) return <Loading />;
  if (done) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
        {done}
      </p>
    );
  }
  return (
    <form method="post" className="space-y-5" onSubmit={form.onSubmit}>
      <p>{m.stopConfirm}</p>
      {form.message && <ErrorState message={form.message} />}
      <SubmitButton pending={form.pending} ready={form.ready}>
        {m.stopMonthly}
      </SubmitButton>
    </form>
  );
}
