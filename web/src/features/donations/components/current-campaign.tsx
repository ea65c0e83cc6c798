import { donationMessages as m } from '@teater/contract';
import { island } from '../../../components/island';
import { localHref } from '../../../lib/locale';
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
      {/* a plain GET to the campaign's page: it works before the script, and the appeal's own
          "Donasi Sekarang" link below stays the page's one link of that name */}
      <form action={localHref(paths.campaigns.detail(campaign.id))} method="get">
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {m.donateNow}
        </button>
      </form>
    </section>
  );
}

export const CurrentCampaignIsland = island('current-campaign', CurrentCampaign);
