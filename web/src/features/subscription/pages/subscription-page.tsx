import { subscriptionMessages } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { SubscriptionOfferIsland } from '../components/subscription-offer';

/** /subscription: the plan, the current subscription and its countdown; pays through the gateway. */
export default function SubscriptionPage() {
  return (
    <>
      <PageHeader title={subscriptionMessages.title} crumbs={[{ label: subscriptionMessages.title }]} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <p className="mb-8 max-w-2xl text-stone-700">{subscriptionMessages.intro}</p>
        <SubscriptionOfferIsland />
      </div>
    </>
  );
}
