import { MEMBERS_PAGE_SIZE, messages } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { usePagedList } from '../../../components/use-paged-list';
import { SITE_NAME } from '../../../lib/site';
import { memberApi } from '../member-api';
import { MemberCard } from '../member-card';

const t = messages.content;

export default function MemberListPage() {
  const { query, page, pages, setPage } = usePagedList(memberApi, MEMBERS_PAGE_SIZE);
  const title = t.membersTitle(SITE_NAME);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t.membersCrumb }]} />
      <PageBody>
        <QueryView query={query} errorText={t.membersError} empty={t.membersEmpty} isEmpty={(r) => r.data.length === 0}>
          {({ data }) => (
            <>
              <CardGrid label={title}>
                {data.map((member, i) => (
                  <MemberCard key={member.id} member={member} priority={i === 0} />
                ))}
              </CardGrid>
              <Pagination page={page} pages={pages} onChange={setPage} />
            </>
          )}
        </QueryView>
      </PageBody>
    </>
  );
}
