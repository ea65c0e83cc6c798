import { isSubscriptionActive, SUBSCRIPTION_PLAN } from '@teater/contract';
import { useRef, useState } from 'react';
import { island } from '../../../components/island';
import { Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { useRequireLogin } from '../../../lib/login-return';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { startSubscription } from '../../payments/api/payment-calls';
import { useCheckout } from '../../payments/lib/use-checkout';
import { PlanCard } from './plan-card';
import { SubscriptionStatus } from './subscription-status';

/**
 * The plan with its button and, for a member, their subscription and its countdown: all of it
 * depends on who is looking, so the server renders it for nobody (the button waiting) and the
 * browser decides once hydrated (an island on the page the server renders).
 */
export function SubscriptionOffer() {
  const { user, isLoading } = useSession();
  const checkout = useCheckout(paths.subscription);
  const requireLogin = useRequireLogin();
  const [busy, setBusy] = useState(false);
  // a second click before React renders the disabled button starts no second payment
  const sending = useRef(false);

  const onSubscribe = async () => {
    // Spec 5's toast, then the login page, which brings the visitor back here to subscribe.
    if (!user) return requireLogin();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await checkout(await startSubscription(user.id, SUBSCRIPTION_PLAN.price));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard
        active={isSubscriptionActive(user?.subscription_time)}
        busy={busy || isLoading}
        onSubscribe={() => void onSubscribe()}
      />
      {isLoading ? <Loading /> : user && <SubscriptionStatus subscriptionTime={user.subscription_time} />}
    </div>
  );
}

export const SubscriptionOfferIsland = island('subscription-offer', SubscriptionOffer);
