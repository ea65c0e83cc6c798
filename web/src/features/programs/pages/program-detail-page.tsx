import { contentMessages, type Entity, formatDate, langOf, programs } from '@teater/contract';
import { DetailFooter } from '../../../components/detail-footer';
import { LeadText } from '../../../components/lead-text';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/status';
import { StoryBlocks } from '../../../components/story-blocks';
import { useRouteId } from '../../../components/use-route-id';
import { resourceClient } from '../../../lib/resource-client';
import { paths } from '../../../lib/site-table';

const t = programs.texts;

export default function ProgramDetailPage() {
  const id = useRouteId();
  const query = resourceClient(programs).useDetail(id ?? undefined);
  const notFound = <NotFoundNotice text={t.notFound} backTo={paths.programs.list} backLabel={t.back} />;
  if (id === null) return <EmptyState>{notFound}</EmptyState>;
  return (
    <QueryView query={query} errorText={t.error} empty={notFound}>
      {(program) => <ProgramBody program={program} />}
    </QueryView>
  );
}

function ProgramBody({ program }: { program: Entity<typeof programs> }) {
  return (
    <article>
      <PageHeader
        title={program.title}
        titleLang={langOf(program, 'title')}
        crumbs={[
          { label: t.heading, to: paths.programs.list },
          { label: program.title, lang: langOf(program, 'title') },
        ]}
      />
      <PageBody>
        <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-brand-600">
          <time dateTime={program.date}>{formatDate(program.date)}</time>
        </p>
        <LeadText lang={langOf(program, 'summary')}>{program.summary}</LeadText>
        {/* The three pictures always show: a placeholder stands in for a missing one. */}
        <StoryBlocks
          placeholders
          priorityFirst
          blocks={[
            {
              text: program.description?.trim() || contentMessages.noDescription,
              image: program.photo_url,
              imageAlt: program.title,
              lang: langOf(program, 'description'),
            },
            {
              text: program.description2,
              image: program.photo_thumbnail_url,
              imageAlt: `${program.title} (1)`,
              lang: langOf(program, 'description2'),
            },
            {
              text: program.description3,
              image: program.photo_url_2,
              imageAlt: `${program.title} (2)`,
              lang: langOf(program, 'description3'),
            },
          ]}
        />
        <DetailFooter backTo={paths.programs.list} backLabel={t.back} link={program.link} linkLabel={t.link} />
      </PageBody>
    </article>
  );
}
