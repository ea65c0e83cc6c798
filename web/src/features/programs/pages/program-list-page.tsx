import { contentMessages, formatDate, langOf, programs } from '@teater/contract';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { PagedCards } from '../../../components/paged-cards';
import { usePagedList } from '../../../components/use-paged-list';
import { resourceClient } from '../../../lib/resource-client';
import { paths } from '../../../lib/site-table';

const t = programs.texts;

export default function ProgramListPage() {
  const query = usePagedList(resourceClient(programs));
  return (
    <>
      <PageHeader title={t.heading} crumbs={[{ label: t.heading }]} />
      <PageBody>
        <p className="mb-8 max-w-2xl text-lg text-stone-600">{t.intro}</p>
        <PagedCards
          list={query}
          label={t.heading}
          errorText={t.error}
          empty={<p className="font-display text-xl">{t.empty}</p>}
          eager={1}
          card={(program) => ({
            to: paths.programs.detail(program.id),
            title: program.title,
            image: program.photo_thumbnail_url || program.photo_url,
            eyebrow: <time dateTime={program.date}>{formatDate(program.date)}</time>,
            text: program.summary,
            titleLang: langOf(program, 'title'),
            textLang: langOf(program, 'summary'),
            footer: <span aria-hidden="true">{contentMessages.readMore} →</span>,
          })}
        />
      </PageBody>
    </>
  );
}
