import { catalogueMessages } from '@teater/contract';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState } from '../../../components/status';
import { paths } from '../../../lib/paths';
import { naskahApi } from '../api';

const t = catalogueMessages;
const back = { to: paths.scripts.list, label: t.kembali };

/** One script of the public collection: /scripts/setiapscript?id=… */
export default function ScriptDetailPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  const script = naskahApi.useDetail(id);
  const notFound = <NotFoundNotice text={t.scriptNotFound} backTo={back.to} backLabel={back.label} />;
  return (
    <>
      <PageHeader
        title={t.scriptsTitle}
        crumbs={[{ label: t.scriptsTitle, to: paths.scripts.list }, { label: 'Naskah' }]}
      />
      {id === undefined ? (
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
                <p className="whitespace-pre-line leading-relaxed text-stone-700">{s.isiNaskah}</p>
                <p>
                  <a
                    href={s.linknaskah}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
                  >
                    {t.readScript}
                  </a>
                </p>
                <BackLink to={back.to} label={back.label} />
              </div>
            </article>
          )}
        </QueryView>
      )}
    </>
  );
}
