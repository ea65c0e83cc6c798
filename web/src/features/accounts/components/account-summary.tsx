import { authPageMessages, formatDate, isSubscriptionActive, subscriptionMessages, type User } from '@teater/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/site-table';

/** The spec's subscription line: active until a date, or not active. */
export function subscriptionStatus(subscriptionTime: string | null): string {
  return subscriptionTime && isSubscriptionActive(subscriptionTime)
    ? subscriptionMessages.active(formatDate(subscriptionTime))
    : subscriptionMessages.inactive;
}

/** Who is logged in: name, role and subscription status. */
export function AccountSummary({ user }: { user: User }) {
  const active = isSubscriptionActive(user.subscription_time);
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <section aria-labelledby="account-name" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-5">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-brand-700 font-display text-2xl font-bold text-gold-400"
        >
          {initials || '?'}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="account-name" className="wrap-anywhere font-display text-2xl font-bold text-stone-900">
            {user.name}
          </h2>
          <p className="text-sm text-stone-600">
            {authPageMessages.role}{' '}
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700" data-testid="role">
              {user.role}
            </span>
          </p>
        </div>
      </div>
      <div
        className={`mt-5 flex flex-wrap items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium ${
          active ? 'bg-emerald-50 text-emerald-800' : 'bg-stone-100 text-stone-700'
        }`}
      >
        <p data-testid="subscription-status">{subscriptionStatus(user.subscription_time)}</p>
        {!active && (
          <Link to={paths.subscription} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {authPageMessages.subscribeNow}
          </Link>
        )}
      </div>
    </section>
  );
}
