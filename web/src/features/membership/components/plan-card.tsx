import { formatRupiah, SUBSCRIPTION_PLAN, subscriptionMessages } from '@teater/contract';
import { SITE_NAME } from '../../../lib/site';

interface Props {
  active: boolean;
  busy: boolean;
  onSubscribe(): void;
}

/** The plan 'Sahabat {product}': price per month, four features, and the subscribe button. */
export function PlanCard({ active, busy, onSubscribe }: Props) {
  return (
    <article
      aria-labelledby="plan-title"
      className="flex flex-col rounded-2xl bg-white p-8 shadow-md ring-2 ring-brand-600"
    >
      <h2 id="plan-title" className="font-bold font-display text-2xl text-brand-900">
        {subscriptionMessages.plan(SITE_NAME)}
      </h2>
      <p className="mt-4">
        <span className="font-bold text-4xl text-brand-700">{formatRupiah(SUBSCRIPTION_PLAN.price)}</span>{' '}
        <span className="text-stone-600">{subscriptionMessages.perMonth}</span>
      </p>
      <ul className="mt-6 grow space-y-3">
        {subscriptionMessages.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-stone-700">
            <span aria-hidden="true" className="font-bold text-brand-600">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onSubscribe}
        disabled={active || busy}
        className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-stone-400"
      >
        {active ? subscriptionMessages.alreadySubscribed : subscriptionMessages.subscribe}
      </button>
    </article>
  );
}
