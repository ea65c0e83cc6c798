import { type Donation, donationsList, formatDateTimeWib, formatRupiah, donationMessages as m } from '@teater/contract';
import { useSearchParams } from 'react-router';
import { CampaignDailyChart, dailyKey } from '../components/campaign-daily-chart';
import { CampaignThanksForm } from '../components/campaign-thanks-form';
import { GiftRefund } from '../components/gift-refund';
import { AdminPage, columnKit, ExportButton, type ListSource, ServerTable, useServerList } from '../kit';

const source: ListSource = { path: '/donations', key: ['admin', 'donations'], list: donationsList };
const c = columnKit<Donation>();

/** The donor as at the gift: anonymous ones are named here (admins see who gave), marked as such. */
const donor = (row: Donation) => (
  <span>
    {row.donor_name ?? '-'}
    {row.anonymous && <span className="ml-1 text-stone-500 text-xs">({m.anonymous})</span>}
    <span className="block text-stone-500 text-xs">{row.donor_email ?? ''}</span>
  </span>
);

const columnsWith = (campaignId: string | null) => [
  c.custom(m.receipt, (row) => <span className="font-mono text-xs">{row.receipt_number}</span>),
  c.custom(m.donor, donor),
  c.custom(m.amount, (row) => formatRupiah(row.amount), 'amount'),
  c.custom(m.status, (row) => m.statuses[row.status]),
  c.custom(m.paidAt, (row) => (row.paidAt ? formatDateTimeWib(row.paidAt) : '-')),
  c.custom('Aksi', (row) => (
    <GiftRefund gift={row} refresh={[source.key, ...(campaignId ? [dailyKey(campaignId)] : [])]} />
  )),
];

/**
 * /managedonasi-masuk: every gift, filtered by campaign, state and date on the server, its CSV,
 * a paid gift's refund; with a campaign chosen, its totals by day and the thank-you note to its
 * donors above the list.
 */
export default function GiftsScreen() {
  const [search] = useSearchParams();
  const campaignId = search.get('campaign_id');
  const server = useServerList<Donation>(source);
  return (
    <AdminPage title={m.giftsTitle} actions={<ExportButton path="/donations/export.csv" list={donationsList} />}>
      <div className="mb-6">
        {campaignId ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <CampaignDailyChart campaignId={campaignId} />
            <CampaignThanksForm key={campaignId} campaignId={campaignId} />
          </div>
        ) : (
          <p className="text-sm text-stone-600">{m.dailyPick}</p>
        )}
      </div>
      <ServerTable
        server={server}
        columns={columnsWith(campaignId)}
        numbered
        caption={m.giftsTitle}
        empty={m.giftsEmpty}
      />
    </AdminPage>
  );
}
