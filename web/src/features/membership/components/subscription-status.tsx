import { formatDate, isSubscriptionActive, subscriptionMessages } from '@teater/contract';
import { useCountdown } from './use-countdown';

const UNITS = [
  ['days', subscriptionMessages.days],
  ['hours', subscriptionMessages.hours],
  ['minutes', subscriptionMessages.minutes],
  ['seconds', subscriptionMessages.seconds],
] as const;

/**
 * Spec 4: 'Subscription aktif sampai {date}' and the time left while it runs; otherwise
 * 'Subscription tidak aktif' with 'Subscription telah berakhir.' (it ran out) or 'Belum
 * berlangganan' (there never was one). The countdown reaching zero turns the card over at once.
 */
export function SubscriptionStatus({ subscriptionTime }: { subscriptionTime: string | null }) {
  const left = useCountdown(subscriptionTime);
  const active = Boolean(subscriptionTime && left && !left.ended && isSubscriptionActive(subscriptionTime));
  return (
    <section aria-labelledby="status-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="status-title" className="font-display font-semibold text-xl">
        {active && subscriptionTime
          ? subscriptionMessages.active(formatDate(subscriptionTime))
          : subscriptionMessages.inactive}
      </h2>
      {active && left ? (
        <div className="mt-4">
          <p className="text-sm text-stone-500">{subscriptionMessages.remaining}</p>
          <dl className="mt-2 grid grid-cols-4 gap-2 text-center" aria-live="off">
            {UNITS.map(([key, label]) => (
              <div key={key} className="rounded-lg bg-brand-50 px-2 py-3">
                <dd className="font-bold text-2xl text-brand-700 tabular-nums">{left[key]}</dd>
                <dt className="text-stone-600 text-xs">{label}</dt>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p className="mt-3 text-stone-600">
          {subscriptionTime ? subscriptionMessages.ended : subscriptionMessages.none}
        </p>
      )}
    </section>
  );
}
