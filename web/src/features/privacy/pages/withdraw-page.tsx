import { privacyMessages } from '@teater/contract';
import { useSearchParams } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { SITE_NAME } from '../../../lib/site';
import { useWithdraw, useWithdrawLink } from '../api/consents';

const TITLE = 'Berhenti menerima kabar';

function Done({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
      {text}
    </p>
  );
}

/**
 * /berhenti-kabar?token=…: the link at the bottom of every news mail. It asks once more before it
 * withdraws (mail scanners open links), and needs no login.
 */
export default function WithdrawPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useWithdrawLink(token);
  const withdraw = useWithdraw();
  const body = () => {
    if (!token) return <ErrorState message={privacyMessages.withdrawLinkInvalid} />;
    if (link.isPending) return <Loading />;
    if (link.isError) return <ErrorState message={errorMessage(link.error)} />;
    if (withdraw.isSuccess) return <Done text={withdraw.data.message} />;
    if (!link.data.announcements) return <Done text={privacyMessages.withdrawn} />;
    return (
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          withdraw.mutate(token);
        }}
      >
        <p>
          Alamat <b>{link.data.email}</b> saat ini menerima kabar pertunjukan dan kegiatan {SITE_NAME} lewat email.
          Setelah berhenti, Anda tetap menerima email tentang akun, pembayaran dan tiket Anda.
        </p>
        {withdraw.isError && <ErrorState message={errorMessage(withdraw.error)} />}
        <SubmitButton pending={withdraw.isPending}>{privacyMessages.withdrawAction}</SubmitButton>
      </form>
    );
  };
  return (
    <>
      <PageHeader title={TITLE} crumbs={[{ label: TITLE }]} />
      <div className="mx-auto max-w-2xl px-4 py-12 text-stone-700">{body()}</div>
    </>
  );
}
