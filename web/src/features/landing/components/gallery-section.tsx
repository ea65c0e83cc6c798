import { LANDING_KEYS, landingMessages } from '@teater/contract';
import { Link } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/site-table';
import { landingGalleryApi } from '../api';
import { OFFSCREEN_SECTION } from './offscreen-section';
import { PhotoCarouselIsland } from './photo-carousel';
import { SectionHeading } from './section-heading';

const t = landingMessages;

/** The gallery carousel of the galeriteater1 set, linking to /photos. */
export function GallerySection() {
  const sets = landingGalleryApi.useList();
  return (
    <section aria-labelledby="galeri-title" className={`bg-white py-16 ${OFFSCREEN_SECTION}`}>
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="galeri-title"
          eyebrow={t.eyebrowGallery}
          title={t.galleryHeading}
          action={
            <Link to={paths.gallery.list} className="font-semibold text-brand-700 hover:underline">
              {t.lihatSemua} →
            </Link>
          }
        />
        <QueryView query={sets}>
          {(list) => {
            const set = list.find((s) => s.key === LANDING_KEYS.gallery);
            if (!set) return null;
            const photos = [set.photogalerilsatu, set.photogaleridua, set.photogaleritiga].map((src, i) => ({
              src,
              alt: t.galleryAlt(i + 1),
            }));
            return (
              <PhotoCarouselIsland
                photos={photos}
                to={paths.gallery.list}
                label={t.galleryCarousel}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="aspect-[16/10] overflow-hidden rounded-2xl md:aspect-[32/9]"
              />
            );
          }}
        </QueryView>
      </div>
    </section>
  );
}
