import { formatDate, formatRupiah, renewalMessages as m, type Renewal } from '@teater/contract';
import { useEffect, useState } from 'react';
import { island } from '../../../components/island';
import { Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { localHref } from '../../../lib/locale';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { SavedMethodForm, useReturnedGopay } from '../../payments/saved-method-form';
import { changeRenewalMethod, myRenewal, stopRenewal } from '../api/renewal-calls';

const button = 'rounded-lg px-4 py-2.5 font-semibold text-sm disabled:opacity-60';

/** A saved card that expires before the next charge would fail it: the member is told first. */
const expiresFirst = (plan: Renewal) =>
  Boolean(plan.card_expires_at && plan.next_charge_at && plan.card_expires_at <= plan.next_charge_at);

function Facts({ plan }: { plan: Renewal }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-stone-500">{m.status}</dt>
      <dd className="font-medium" data-testid="renewal-state">
        {m.states[plan.state]}
      </dd>
      {plan.next_charge_at && (
        <>
          <dt className="text-stone-500">{m.nextCharge}</dt>
          <dd className="font-medium" data-testid="renewal-next">
            {formatDate(plan.next_charge_at)}
          </dd>
        </>
      )}
      <dt className="text-stone-500">{m.amount}</dt>
      <dd>{formatRupiah(plan.amount)}</dd>
      <dt className="text-stone-500">{m.method}</dt>
      <dd data-testid="renewal-method">
        {plan.method === 'card' ? m.methodCard : m.methodGopay} {plan.masked}
      </dd>
    </dl>
  );
}

/** Why the plan stands as it does: a failed charge and its retry, a card expiring, an end. */
function Notice({ plan }: { plan: Renewal }) {
  if (plan.state === 'past_due' && plan.next_charge_at) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 text-sm">
        {m.pastDue(formatDate(plan.next_charge_at))}{' '}
        <a href={localHref(paths.subscription)} className="font-semibold underline">
          {m.payNow}
        </a>
      </p>
    );
  }
  if (plan.state === 'active' && expiresFirst(plan) && plan.card_expires_at) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 text-sm">
        {m.cardExpiresSoon(formatDate(plan.card_expires_at))}
      </p>
    );
  }
  if (plan.stopped_at && (plan.state === 'stopped' || plan.state === 'lapsed')) {
    const at = formatDate(plan.stopped_at);
    return <p className="text-sm text-stone-600">{plan.state === 'stopped' ? m.stoppedOn(at) : m.lapsedOn(at)}</p>;
  }
  return null;
}

/** "Hentikan perpanjangan otomatis": one tap, then the confirmation; effective at once. */
function StopConfirm({ onStopped, onCancel }: { onStopped(plan: Renewal): void; onCancel(): void }) {
  const [stopping, setStopping] = useState(false);
  const stop = () => {
    setStopping(true);
    stopRenewal().then(
      (answer) => {
        toast.success(answer.message);
        onStopped(answer.data);
      },
      (error: unknown) => {
        toast.error(errorMessage(error));
        setStopping(false);
      },
    );
  };
  return (
    <div role="alertdialog" aria-labelledby="stop-question" className="space-y-3 rounded-lg bg-red-50 p-4">
      <p id="stop-question" className="text-red-900 text-sm">
        {m.stopConfirm}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          disabled={stopping}
          onClick={stop}
          className={`${button} bg-red-700 text-white hover:bg-red-600`}
        >
          {m.confirm}
        </button>
        <button type="button" onClick={onCancel} className={`${button} bg-white text-stone-800 ring-1 ring-stone-300`}>
          {m.cancel}
        </button>
      </div>
    </div>
  );
}

/**
 * /account's automatic renewal (an island): the next charge's date and amount, the masked method,
 * and the two buttons: stop (one tap, then confirm; at once, the paid month kept) and change method.
 */
export function RenewalBoxPart() {
  const returned = useReturnedGopay();
  const [plan, setPlan] = useState<Renewal | null | undefined>(undefined);
  const [doing, setDoing] = useState<'stop' | 'change' | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    myRenewal(abort.signal).then(setPlan, () => setPlan(null));
    return () => abort.abort();
  }, []);
  // back from linking another GoPay account: the change goes on where it was
  useEffect(() => {
    if (returned) setDoing('change');
  }, [returned]);

  if (plan === undefined) return <Loading />;
  if (plan === null) {
    return (
      <p className="text-sm text-stone-600">
        {m.none}{' '}
        <a href={localHref(paths.subscription)} className="font-semibold text-brand-700 underline">
          {m.choice}
        </a>
      </p>
    );
  }
  const live = plan.state === 'active' || plan.state === 'past_due';
  return (
    <div className="space-y-4">
      <Facts plan={plan} />
      <Notice plan={plan} />
      {live && doing === null && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setDoing('stop')}
            className={`${button} bg-white text-red-800 ring-1 ring-red-300 hover:bg-red-50`}
          >
            {m.stop}
          </button>
          <button
            type="button"
            onClick={() => setDoing('change')}
            className={`${button} bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100`}
          >
            {m.changeMethod}
          </button>
        </div>
      )}
      {live && doing === 'stop' && (
        <StopConfirm
          onStopped={(stopped) => {
            setPlan(stopped);
            setDoing(null);
          }}
          onCancel={() => setDoing(null)}
        />
      )}
      {live && doing === 'change' && (
        <div className="space-y-3">
          <SavedMethodForm
            back={paths.account}
            submitLabel={m.saveMethod}
            send={async (body) => {
              const answer = await changeRenewalMethod(body);
              setPlan(answer.data);
              return answer;
            }}
            onDone={(message) => {
              toast.success(message);
              setDoing(null);
            }}
          />
          <button type="button" onClick={() => setDoing(null)} className="text-sm text-stone-600 underline">
            {m.cancel}
          </button>
        </div>
      )}
    </div>
  );
}

export const RenewalBox = island('renewal-box', RenewalBoxPart);
