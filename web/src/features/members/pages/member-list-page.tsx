import { profilanggotas } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { SITE_NAME } from '../../../lib/site';
import { memberApi } from '../member-api';
import { MemberCard } from '../member-card';

const t = profilanggotas.texts;

export default function MemberListPage() {
  const list = usePagedList(memberApi);
  const title = t.title(SITE_NAME);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t.crumb }]} />
      <PageBody>
        <PagedView list={list} errorText={t.error} empty={t.empty}>
          {(data) => (
            <CardGrid label={title}>
              {data.map((member, i) => (
                <MemberCard key={member.id} member={member} priority={i === 0} />
              ))}
            </CardGrid>
          )}
        </PagedView>
      </PageBody>
    </>
  );
}
