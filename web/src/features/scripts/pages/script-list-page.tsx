import { catalogueMessages } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { ContentCard } from '../../../components/content-card';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { paths } from '../../../lib/paths';
import { naskahApi } from '../api';

const t = catalogueMessages;

export default function ScriptListPage() {
  const scripts = usePagedList(naskahApi);
  return (
    <>
      <PageHeader title={t.scriptsTitle} crumbs={[{ label: t.scriptsTitle }]} />
      <section className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-8 max-w-3xl text-lg text-stone-700">{t.scriptsIntro}</p>
        <PagedView list={scripts} empty={t.scriptsEmpty}>
          {(list) => (
            <CardGrid label={t.scriptsTitle}>
              {list.map((s, i) => (
                <ContentCard
                  key={s.id}
                  to={paths.scripts.detail(s.id)}
                  title={s.namaNaskah}
                  image={s.gambar_naskah}
                  aspect="portrait"
                  priority={i < 3}
                  eyebrow={t.byAuthor(s.pengarang)}
                  text={s.isiNaskah}
                  footer={
                    <span className="flex items-center justify-between gap-4">
                      <span>{t.lihat} →</span>
                      {/* above the card's stretched link, so the collection's own link stays usable */}
                      <a
                        href={s.linknaskah}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="relative z-10 text-stone-600 underline hover:text-brand-700"
                      >
                        {t.readScript}
                      </a>
                    </span>
                  }
                />
              ))}
            </CardGrid>
          )}
        </PagedView>
      </section>
    </>
  );
}
