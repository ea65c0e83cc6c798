import { COACHES, profilanggotas } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { memberApi } from '../member-api';
import { MemberCard } from '../member-card';

const t = profilanggotas.texts;

export default function CoachingPage() {
  const query = usePagedList(memberApi, COACHES);
  return (
    <>
      <PageHeader title={t.coachingTitle} crumbs={[{ label: t.coachingTitle }]} />
      <PageBody>
        <p className="mb-8 max-w-2xl text-lg text-stone-600">{t.coachingIntro}</p>
        <PagedView list={query} errorText={t.error} empty={t.coachingEmpty}>
          {(coaches) => (
            <CardGrid label={t.coachingTitle}>
              {coaches.map((member, i) => (
                <MemberCard key={member.id} member={member} priority={i === 0} />
              ))}
            </CardGrid>
          )}
        </PagedView>
      </PageBody>
    </>
  );
}
