import { catalogueMessages, naskahs } from '@teater/contract';
import { BackLink } from '../../../components/back-link';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageHeader } from '../../../components/page-header';
import { PillLink } from '../../../components/pill-link';
import { QueryView } from '../../../components/query-view';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { resourceClient } from '../../../lib/resource-client';
import { paths } from '../../../lib/site-table';

const t = naskahs.texts;

/** One script of the public collection: /scripts/setiapscript?id=… */
export default function ScriptDetailPage() {
  const id = useRouteId('id');
  const script = resourceClient(naskahs).useDetail(id ?? undefined);
  const notFound = (
    <NotFoundNotice text={t.notFound} backTo={paths.scripts.list} backLabel={catalogueMessages.kembali} />
  );
  return (
    <>
      <PageHeader
        title={t.heading}
        crumbs={[{ label: t.heading, to: paths.scripts.list }, { label: catalogueMessages.script }]}
      />
      {id === null ? (
        <EmptyState>{notFound}</EmptyState>
      ) : (
        <QueryView query={script} empty={notFound}>
          {(s) => (
            <article className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[280px_1fr]">
              <ResponsiveImage
                src={s.gambar_naskah}
                alt={s.namaNaskah}
                priority
                sizes="280px"
                className="aspect-[4/5] w-full rounded-xl object-cover shadow-lg"
              />
              <div className="flex flex-col gap-4">
                <h1 className="font-display text-3xl font-bold text-stone-900 md:text-4xl">{s.namaNaskah}</h1>
                <p className="font-medium text-brand-700">{t.byAuthor(s.pengarang)}</p>
                {/* a script's description is written in Indonesian only: marked so on the English site */}
                <p lang="id" className="whitespace-pre-line leading-relaxed text-stone-700">
                  {s.isiNaskah}
                </p>
                <p>
                  <PillLink href={s.linknaskah} className="inline-flex px-6 py-2.5">
                    {t.read}
                  </PillLink>
                </p>
                <BackLink to={paths.scripts.list} label={catalogueMessages.kembali} />
              </div>
            </article>
          )}
        </QueryView>
      )}
    </>
  );
}
