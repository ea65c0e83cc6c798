import { type Entity, profilanggotas, splitUrls } from '@teater/contract';
import { ContentCard } from '../../components/content-card';
import { paths } from '../../lib/site-table';
import { instagramHandle, MEMBER_FALLBACK_IMAGE } from './member-api';

export function CoachBadge() {
  return (
    <span className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-stone-900 shadow">
      {profilanggotas.texts.coachBadge}
    </span>
  );
}

/** A member in a grid (members, coaching): portrait, name, @instagram, coach badge. */
export function MemberCard({
  member,
  priority = false,
}: {
  member: Entity<typeof profilanggotas>;
  priority?: boolean;
}) {
  return (
    <ContentCard
      to={paths.members.detail(member.id)}
      title={member.nama}
      image={splitUrls(member.photo)[0]}
      imageAlt={profilanggotas.texts.photo(member.nama)}
      fallback={MEMBER_FALLBACK_IMAGE}
      aspect="portrait"
      badge={member.coach ? <CoachBadge /> : undefined}
      footer={instagramHandle(member.jabatan)}
      priority={priority}
    />
  );
}
