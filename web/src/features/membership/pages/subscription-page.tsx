import { subscriptionMessages } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { AutoRenewOfferIsland } from '../components/auto-renew-offer';
import { SubscriptionOfferIsland } from '../components/subscription-offer';

/**
 * /subscription: the plan, the current subscription and its countdown; pays through the gateway,
 * once by hand or every month by itself (automatic renewal by a saved card or a linked GoPay).
 */
export default function SubscriptionPage() {
  return (
    <>
      <PageHeader title={subscriptionMessages.title} crumbs={[{ label: subscriptionMessages.title }]} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <p className="mb-8 max-w-2xl text-stone-700">{subscriptionMessages.intro}</p>
        <SubscriptionOfferIsland />
        <AutoRenewOfferIsland />
      </div>
    </>
  );
}
