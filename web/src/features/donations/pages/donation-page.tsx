import { donasis, langOf } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { PillLink } from '../../../components/pill-link';
import { ResponsiveImage } from '../../../components/responsive-image';
import { usePagedList } from '../../../components/use-paged-list';
import { resourceClient } from '../../../lib/resource-client';
import { CurrentCampaignIsland } from '../components/current-campaign';

const t = donasis.texts;

/** The latest donation entry (spec: the last element of the list; the API lists newest first). */
export default function DonationPage() {
  const entries = usePagedList(resourceClient(donasis));
  return (
    <>
      <PageHeader title={t.heading} crumbs={[{ label: t.heading }]} />
      <CurrentCampaignIsland />
      <PagedView list={entries} empty={t.empty} errorText={t.error}>
        {(list) => {
          const latest = list[0];
          if (!latest) return null;
          return (
            <article className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 md:grid-cols-2">
              <ResponsiveImage
                src={latest.gambar}
                alt={t.heading}
                priority
                sizes="(min-width: 768px) 50vw, 100vw"
                className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
              />
              <div className="flex flex-col gap-4 text-lg leading-relaxed text-stone-700">
                {(['paragraf1', 'paragraf2', 'paragraf3'] as const)
                  .filter((name) => Boolean(latest[name]))
                  .map((name) => (
                    <p key={name} lang={langOf(latest, name)}>
                      {latest[name]}
                    </p>
                  ))}
                {latest.link && (
                  <p>
                    <PillLink href={latest.link} className="inline-flex px-8 py-3">
                      {t.donateNow}
                    </PillLink>
                  </p>
                )}
              </div>
            </article>
          );
        }}
      </PagedView>
    </>
  );
}
