import { contentMessages, type Entity, langOf, profilanggotas, splitUrls } from '@teater/contract';
import { BackLink } from '../../../components/back-link';
import { ExternalLink } from '../../../components/external-link';
import { InstagramIcon } from '../../../components/icons';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/site-table';
import { instagramHandle, MEMBER_FALLBACK_IMAGE, memberApi } from '../member-api';
import { CoachBadge } from '../member-card';

const t = profilanggotas.texts;

export default function MemberDetailPage() {
  const id = useRouteId();
  const query = memberApi.useDetail(id ?? undefined);
  const notFound = <NotFoundNotice text={t.notFound} backTo={paths.members.list} backLabel={t.back} />;
  if (id === null) return <EmptyState>{notFound}</EmptyState>;
  return (
    <QueryView query={query} errorText={t.error} empty={notFound}>
      {(member) => <MemberProfile member={member} />}
    </QueryView>
  );
}

const linkButton =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold shadow transition focus-visible:outline-offset-2';

function MemberProfile({ member }: { member: Entity<typeof profilanggotas> }) {
  const [portrait, ...morePhotos] = splitUrls(member.photo);
  const alt = t.photo(member.nama);
  return (
    <article>
      <PageHeader title={member.nama} crumbs={[{ label: t.crumb, to: paths.members.list }, { label: member.nama }]} />
      <PageBody>
        <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
          <div className="flex flex-col gap-4">
            <div className="relative overflow-hidden rounded-2xl bg-stone-200 shadow-xl">
              <ResponsiveImage
                src={portrait}
                alt={alt}
                fallback={MEMBER_FALLBACK_IMAGE}
                sizes="(min-width: 1152px) 440px, (min-width: 768px) 40vw, 100vw"
                priority
                className="aspect-[4/5] w-full object-cover"
              />
              {member.coach && (
                <div className="absolute left-4 top-4">
                  <CoachBadge />
                </div>
              )}
            </div>
            {morePhotos.length > 0 && (
              <ul className="grid grid-cols-3 gap-3">
                {morePhotos.map((src, i) => (
                  <li key={src} className="overflow-hidden rounded-lg bg-stone-200">
                    <ResponsiveImage
                      src={src}
                      alt={`${alt} (${i + 2})`}
                      sizes="(min-width: 768px) 140px, 33vw"
                      className="aspect-square w-full object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-6">
            <p className="text-xl font-semibold text-brand-700">{instagramHandle(member.jabatan)}</p>
            <p
              lang={langOf(member, 'deskripsi')}
              className="whitespace-pre-line text-lg leading-relaxed text-stone-700"
            >
              {member.deskripsi?.trim() || contentMessages.noDescription}
            </p>
            <div className="flex flex-wrap gap-3">
              {member.linkig && (
                <ExternalLink
                  href={member.linkig}
                  className={`${linkButton} bg-brand-700 text-white hover:bg-brand-600`}
                >
                  <InstagramIcon />
                  {t.instagram} {instagramHandle(member.jabatan)}
                  <span aria-hidden="true">↗</span>
                </ExternalLink>
              )}
              {member.porto && (
                <ExternalLink
                  href={member.porto}
                  className={`${linkButton} bg-white text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50`}
                >
                  {t.portfolio}
                  <span aria-hidden="true">↗</span>
                </ExternalLink>
              )}
            </div>
            <div className="mt-4 border-t border-stone-200 pt-6">
              <BackLink to={paths.members.list} label={t.back} />
            </div>
          </div>
        </div>
      </PageBody>
    </article>
  );
}
