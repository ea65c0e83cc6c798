import { seoMessages } from '@teater/contract';
import { island } from '../../../components/island';
import { PageHeader } from '../../../components/page-header';
import { WithdrawNews } from '../components/withdraw-news';

const WithdrawIsland = island('withdraw-news', WithdrawNews);

/** /berhenti-kabar?token=…: the link at the bottom of every news mail. */
export default function WithdrawPage() {
  return (
    <>
      <PageHeader title={seoMessages.titles.withdrawNews} crumbs={[{ label: seoMessages.titles.withdrawNews }]} />
      <div className="mx-auto max-w-2xl px-4 py-12 text-stone-700">
        <WithdrawIsland />
      </div>
    </>
  );
}
