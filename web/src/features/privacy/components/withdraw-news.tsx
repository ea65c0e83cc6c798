import { privacyMessages } from '@teater/contract';
import { useState } from 'react';
import { SubmitButton } from '../../../components/form/submit-button';
import { useServerForm } from '../../../components/form/use-server-form';
import { ErrorState, Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { SITE_NAME } from '../../../lib/site';
import { useAnswer } from '../../../lib/use-answer';
import { useQueryParam } from '../../../lib/use-query-param';
import { readWithdrawLink, withdrawNews } from '../api/withdraw';

function Done({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
      {text}
    </p>
  );
}

/** Asks once more before it withdraws: mail scanners open links. */
function WithdrawForm({ token, email }: { token: string; email: string }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm({ submit: () => withdrawNews(token), onDone: (answer) => setDone(answer.message) });
  if (done) return <Done text={done} />;
  return (
    <form method="post" className="space-y-5" onSubmit={form.onSubmit}>
      <p>
        Alamat <b>{email}</b> saat ini menerima kabar pertunjukan dan kegiatan {SITE_NAME} lewat email. Setelah
        berhenti, Anda tetap menerima email tentang akun, pembayaran dan tiket Anda.
      </p>
      {form.message && <ErrorState message={form.message} />}
      <SubmitButton pending={form.pending} ready={form.ready}>
        {privacyMessages.withdrawAction}
      </SubmitButton>
    </form>
  );
}

/**
 * /berhenti-kabar?token=…'s island: the link at the bottom of every news mail, no login needed.
 * The server renders it loading: the token is the browser's to read.
 */
export function WithdrawNews() {
  const token = useQueryParam('token');
  const link = useAnswer(token, readWithdrawLink);
  if (token === null || token === '') return <ErrorState message={privacyMessages.withdrawLinkInvalid} />;
  if (token === undefined || link.pending) return <Loading />;
  if (link.isError || !link.data) return <ErrorState message={errorMessage(link.error)} />;
  if (!link.data.announcements) return <Done text={privacyMessages.withdrawn} />;
  return <WithdrawForm token={token} email={link.data.email} />;
}
