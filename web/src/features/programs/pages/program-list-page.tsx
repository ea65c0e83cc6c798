import { contentMessages, formatDate } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { ContentCard } from '../../../components/content-card';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { paths } from '../../../lib/paths';
import { programApi } from '../program-api';

const t = contentMessages;

export default function ProgramListPage() {
  const query = usePagedList(programApi);
  return (
    <>
      <PageHeader title={t.programsTitle} crumbs={[{ label: t.programsTitle }]} />
      <PageBody>
        <p className="mb-8 max-w-2xl text-lg text-stone-600">{t.programsIntro}</p>
        <PagedView
          list={query}
          errorText={t.programsError}
          empty={<p className="font-display text-xl">{t.programsEmpty}</p>}
        >
          {(items) => (
            <CardGrid label={t.programsTitle}>
              {items.map((program, i) => (
                <ContentCard
                  key={program.id}
                  to={paths.program.detail(program.id)}
                  title={program.title}
                  image={program.photo_thumbnail_url || program.photo_url}
                  eyebrow={<time dateTime={program.date}>{formatDate(program.date)}</time>}
                  text={program.summary}
                  footer={<span aria-hidden="true">{t.readMore} →</span>}
                  priority={i === 0}
                />
              ))}
            </CardGrid>
          )}
        </PagedView>
      </PageBody>
    </>
  );
}
