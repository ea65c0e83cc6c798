import { contentMessages, type Entity, formatDate, type programs } from '@teater/contract';
import { DetailFooter } from '../../../components/detail-footer';
import { LeadText } from '../../../components/lead-text';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/status';
import { StoryBlocks } from '../../../components/story-blocks';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/paths';
import { programApi } from '../program-api';

const t = contentMessages;

export default function ProgramDetailPage() {
  const id = useRouteId();
  const query = programApi.useDetail(id ?? undefined);
  const notFound = <NotFoundNotice text={t.programNotFound} backTo={paths.program.list} backLabel={t.backToPrograms} />;
  if (id === null) return <EmptyState>{notFound}</EmptyState>;
  return (
    <QueryView query={query} errorText={t.programsError} empty={notFound}>
      {(program) => <ProgramBody program={program} />}
    </QueryView>
  );
}

function ProgramBody({ program }: { program: Entity<typeof programs> }) {
  return (
    <article>
      <PageHeader
        title={program.title}
        crumbs={[{ label: t.programsTitle, to: paths.program.list }, { label: program.title }]}
      />
      <PageBody>
        <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-brand-600">
          <time dateTime={program.date}>{formatDate(program.date)}</time>
        </p>
        <LeadText>{program.summary}</LeadText>
        {/* The three pictures always show: a placeholder stands in for a missing one. */}
        <StoryBlocks
          placeholders
          priorityFirst
          blocks={[
            { text: program.description?.trim() || t.noDescription, image: program.photo_url, imageAlt: program.title },
            { text: program.description2, image: program.photo_thumbnail_url, imageAlt: `${program.title} (1)` },
            { text: program.description3, image: program.photo_url_2, imageAlt: `${program.title} (2)` },
          ]}
        />
        <DetailFooter
          backTo={paths.program.list}
          backLabel={t.backToPrograms}
          link={program.link}
          linkLabel={t.programLink}
        />
      </PageBody>
    </article>
  );
}
