import { useMutation } from '@tanstack/react-query';
import { isSubscriptionActive, SUBSCRIPTION_PLAN, subscriptionMessages } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { useRequireLogin } from '../../../lib/login-return';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { startSubscription } from '../../payment/api/payment-api';
import { useCheckout } from '../../payment/lib/use-checkout';
import { PlanCard } from '../components/plan-card';
import { SubscriptionStatus } from '../components/subscription-status';

/** /subscription: the plan, the current subscription and its countdown; pays through the gateway. */
export default function SubscriptionPage() {
  const { user, isLoading } = useSession();
  const checkout = useCheckout(paths.subscription);
  const requireLogin = useRequireLogin();
  const subscribe = useMutation({
    mutationFn: (userId: number) => startSubscription(userId, SUBSCRIPTION_PLAN.price),
    onSuccess: checkout,
    onError: (error) => toast.error(errorMessage(error)),
  });

  const onSubscribe = () => {
    // Spec 5's toast, then the login page, which brings the visitor back here to subscribe.
    if (!user) return requireLogin();
    subscribe.mutate(user.id);
  };

  return (
    <>
      <PageHeader title={subscriptionMessages.title} crumbs={[{ label: subscriptionMessages.title }]} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <p className="mb-8 max-w-2xl text-stone-700">{subscriptionMessages.intro}</p>
        <div className="grid gap-6 md:grid-cols-2">
          <PlanCard
            active={isSubscriptionActive(user?.subscription_time)}
            busy={subscribe.isPending || isLoading}
            onSubscribe={onSubscribe}
          />
          {isLoading ? <Loading /> : user && <SubscriptionStatus subscriptionTime={user.subscription_time} />}
        </div>
      </div>
    </>
  );
}
