import { renewalMessages as m, type Renewal } from '@teater/contract';
import { useEffect, useState } from 'react';
import { island } from '../../../components/island';
import { carryToast } from '../../../lib/carried-toast';
import { localHref } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/site-table';
import { SavedMethodForm, useReturnedGopay } from '../../payments/saved-method-form';
import { myRenewal, startRenewal } from '../api/renewal-calls';

const LIVE: Renewal['state'][] = ['active', 'past_due'];

/**
 * "Perpanjang otomatis" at checkout (an island of /subscription): the member pays the first month
 * by a saved card or a linked GoPay account, and the following months are charged by themselves.
 * Once on, /account shows it (next charge, method, stop).
 */
export function AutoRenewOffer() {
  const { user } = useSession();
  const returned = useReturnedGopay();
  const [chosen, setChosen] = useState(false);
  const [plan, setPlan] = useState<Renewal | null | undefined>(undefined);
  useEffect(() => {
    if (!user) return;
    const abort = new AbortController();
    myRenewal(abort.signal).then(setPlan, () => setPlan(null));
    return () => abort.abort();
  }, [user]);
  // back from linking GoPay: the choice stays made
  useEffect(() => {
    if (returned) setChosen(true);
  }, [returned]);

  if (!user || plan === undefined) return null;
  if (plan && LIVE.includes(plan.state)) {
    return (
      <section className="mt-6 rounded-xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
        <p className="font-semibold">{m.alreadyActive}</p>
        <a href={localHref(paths.account)} className="mt-2 inline-block font-medium underline">
          {m.manageLink}
        </a>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="auto-renew-title"
      className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="auto-renew-title" className="font-display font-semibold text-xl">
        {m.title}
      </h2>
      <label className="mt-3 flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={chosen}
          onChange={(event) => setChosen(event.target.checked)}
        />
        <span>
          <span className="font-semibold">{m.choice}</span>
          <span className="block text-sm text-stone-600">{m.choiceNote}</span>
        </span>
      </label>
      {chosen && (
        <div className="mt-5">
          <SavedMethodForm
            back={paths.subscription}
            submitLabel={m.payFirst}
            send={startRenewal}
            onDone={(message) => {
              // a full load: the header, the countdown and /account read the new membership
              carryToast('success', message, paths.account);
              window.location.assign(localHref(paths.account));
            }}
          />
        </div>
      )}
      <p className="mt-4 text-sm text-stone-500">{m.manualNote}</p>
    </section>
  );
}

export const AutoRenewOfferIsland = island('auto-renew', AutoRenewOffer);
