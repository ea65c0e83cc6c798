import { useQuery } from '@tanstack/react-query';
import { landingMessages } from '@teater/contract';
import { Link } from 'react-router';
import { PillLink } from '../../../components/pill-link';
import { QueryView } from '../../../components/query-view';
import { ResponsiveImage } from '../../../components/responsive-image';
import { paths } from '../../../lib/site-table';
import { type FeaturedMember, featuredMemberApi } from '../api';
import { OFFSCREEN_SECTION } from './offscreen-section';
import { SectionHeading } from './section-heading';

const t = landingMessages;

/** The three featured members (photo only; the name is the alt text) and 'Anggota Lengkap'. */
export function FeaturedMembers() {
  // The API joins each member's name and photo into the featured row.
  const members = useQuery({ ...featuredMemberApi.list(), select: (r) => r.data as FeaturedMember[] });
  return (
    <section aria-labelledby="anggota-title" className={`bg-stone-100 py-16 ${OFFSCREEN_SECTION}`}>
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="anggota-title" eyebrow={t.eyebrowMembers} title={t.anggotaHeading} />
        <QueryView query={members} empty={t.anggotaNotFound}>
          {(list) => (
            <ul className="mx-auto grid max-w-4xl grid-cols-3 gap-3 md:gap-8">
              {list.slice(0, 3).map((m) => (
                <li key={m.id}>
                  <Link
                    to={paths.members.detail(m.id_anggota)}
                    className="group block overflow-hidden rounded-2xl bg-stone-300 shadow-md"
                  >
                    <ResponsiveImage
                      src={m.photo}
                      alt={m.nama ?? ''}
                      sizes="(min-width: 896px) 280px, 33vw"
                      className="aspect-[4/5] w-full object-cover transition duration-500 group-hover:scale-105"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
        <p className="mt-10 text-center">
          <PillLink to={paths.members.list} className="inline-flex px-8 py-3 shadow">
            {t.anggotaLengkap}
          </PillLink>
        </p>
      </div>
    </section>
  );
}
