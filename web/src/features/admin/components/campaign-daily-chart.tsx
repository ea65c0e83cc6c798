import { useQuery } from '@tanstack/react-query';
import { type CampaignDaily, formatDate, formatRupiah, donationMessages as m } from '@teater/contract';
import { api } from '../../../lib/api';
import { MonthChart, type Period } from './month-chart';

/** `2026-03-01` is a WIB day: read at its WIB midnight, never shifted to the day before. */
const dayOf = (key: string) => `${key}T00:00:00+07:00`;
const DAYS: Period = {
  get header() {
    return m.dailyDay;
  },
  label: (key) => formatDate(dayOf(key)),
  short: (key) => `${key.slice(8, 10)}/${key.slice(5, 7)}`,
};

export const dailyKey = (campaignId: string) => ['admin', 'donations', 'daily', campaignId] as const;

/** A campaign's gifts by day (GET /kampanyes/:id/daily), as bars with their table. */
export function CampaignDailyChart({ campaignId }: { campaignId: string }) {
  const daily = useQuery({
    queryKey: dailyKey(campaignId),
    queryFn: () => api<{ data: CampaignDaily }>(`/kampanyes/${campaignId}/daily`).then((answer) => answer.data),
  });
  if (!daily.data) return null;
  // no bars to draw: uPlot's axis over an empty range would never end its ticks
  if (daily.data.days.length === 0) return <p className="text-sm text-stone-600">{m.giftsEmpty}</p>;
  return (
    <MonthChart
      title={m.dailyChart}
      months={daily.data.days}
      values={daily.data.values}
      format={formatRupiah}
      color="#9f1239"
      period={DAYS}
    />
  );
}
