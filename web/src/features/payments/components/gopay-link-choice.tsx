import { renewalMessages as m, paymentMessages } from '@teater/contract';
import { useEffect, useState } from 'react';
import { island } from '../../../components/island';
import { Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { localHref } from '../../../lib/locale';
import { SITE_NAME } from '../../../lib/site';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { confirmGopayLink, gopayLinkState } from '../api/saved-method-calls';

/**
 * The sandbox's GoPay linking page, where Gojek's would be (an island): the account's owner allows
 * the monthly charges, then goes back to the page that asked (`next`) with the account's id.
 */
export function GopayLinkChoice({ account, next }: { account: string; next: string }) {
  const ready = useHydrated();
  const [masked, setMasked] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    gopayLinkState(account).then(
      (state) => setMasked(state.masked),
      () => setMasked(null),
    );
  }, [account]);

  if (masked === undefined) return <Loading />;
  if (masked === null) return <p role="alert">{m.gopayUnknown}</p>;
  const allow = () => {
    setPending(true);
    confirmGopayLink(account).then(
      () => window.location.assign(localHref(`${next}?gopay=${encodeURIComponent(account)}`)),
      (error: unknown) => {
        setPending(false);
        toast.error(errorMessage(error));
      },
    );
  };
  return (
    <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <p className="mb-4 rounded bg-amber-50 p-3 text-sm text-amber-900">{paymentMessages.sandboxNote}</p>
      <p className="text-stone-800">{m.gopayConfirmIntro(masked, SITE_NAME)}</p>
      <div className="mt-6 grid gap-3">
        <button
          type="button"
          disabled={pending || !ready}
          onClick={allow}
          className="rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          {m.gopayConfirm}
        </button>
        <a href={localHref(next)} className="text-center text-sm text-stone-600 underline">
          {m.cancel}
        </a>
      </div>
    </section>
  );
}

export const GopayLink = island('gopay-link', GopayLinkChoice);
