import { donationMessages as m } from '@teater/contract';
import { island } from '../../../components/island';
import { PillLink } from '../../../components/pill-link';
import { paths } from '../../../lib/site-table';
import { useAnswer } from '../../../lib/use-answer';
import { currentCampaign } from '../api/donation-calls';
import { ProgressFacts } from './campaign-progress';

/**
 * The campaign running now on the donation page (an island: the page is the server's HTML, this
 * part reads the progress fresh once hydrated): its progress and the way to give.
 */
export function CurrentCampaign() {
  const answer = useAnswer('current', currentCampaign);
  const campaign = answer.data;
  if (!campaign) return null;
  return (
    <section aria-labelledby="current-campaign" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-10">
      <h2 id="current-campaign" className="font-bold text-2xl">
        {campaign.judul}
      </h2>
      <ProgressFacts progress={campaign} />
      <p>
        <PillLink to={paths.campaigns.detail(campaign.id)} className="inline-flex px-8 py-3">
          {m.donateNow}
        </PillLink>
      </p>
    </section>
  );
}

export const CurrentCampaignIsland = island('current-campaign', CurrentCampaign);
