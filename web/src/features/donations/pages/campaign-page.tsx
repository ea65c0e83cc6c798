import { kampanyes, langOf, donationMessages as m } from '@teater/contract';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageHeader } from '../../../components/page-header';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { resourceClient } from '../../../lib/resource-client';
import { paths } from '../../../lib/site-table';
import { useAnswer } from '../../../lib/use-answer';
import { campaignProgress } from '../api/donation-calls';
import { DonorWall, ProgressFacts } from '../components/campaign-progress';
import { GiveForm } from '../components/give-form';

/** /kampanye/:id: a campaign's story, its progress, the donor wall, and giving. */
export default function CampaignPage() {
  const id = useRouteId();
  const campaign = resourceClient(kampanyes).useDetail(id ?? undefined);
  const progress = useAnswer(id === null ? null : String(id), campaignProgress);
  const notFound = <NotFoundNotice text={m.campaignNotFound} backTo={paths.donations.list} backLabel={m.campaign} />;
  if (id === null || campaign.isError) return <EmptyState>{notFound}</EmptyState>;
  const item = campaign.data;
  return (
    <>
      <PageHeader title={item?.judul ?? m.campaign} crumbs={[{ label: m.campaign }]} />
      <article className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-8 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          {item?.gambar && (
            <ResponsiveImage
              src={item.gambar}
              alt={item.judul}
              priority
              sizes="(min-width: 768px) 50vw, 100vw"
              className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
            />
          )}
          {item && (
            <p className="whitespace-pre-line text-lg leading-relaxed text-stone-700" lang={langOf(item, 'cerita')}>
              {item.cerita}
            </p>
          )}
        </div>
        {progress.data && (
          <div className="flex flex-col gap-6">
            <ProgressFacts progress={progress.data} />
            {progress.data.open ? <GiveForm progress={progress.data} /> : <p>{m.campaignClosed}</p>}
            <DonorWall progress={progress.data} />
          </div>
        )}
      </article>
    </>
  );
}
