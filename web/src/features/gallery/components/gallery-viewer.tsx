import { contentMessages } from '@teater/contract';
import { BackLink } from '../../../components/back-link';
import { ImageCarousel } from '../../../components/image-carousel';
import { island } from '../../../components/island';
import { LazyLightbox } from '../../../components/lazy-lightbox';
import type { LightboxImage } from '../../../components/lightbox';
import { useLightbox } from '../../../components/use-lightbox';
import { paths } from '../../../lib/site-table';

const shared = contentMessages;

interface GalleryViewerProps {
  title: string;
  /** 'Karya: …' */
  karya: string;
  description: string | null;
  /** `id` when the description is shown in Indonesian on an English page (not translated yet) */
  descriptionLang?: 'id';
  images: LightboxImage[];
  /** 'Kembali ke Galeri' */
  back: string;
}

/**
 * A gallery item's pictures (carousel and fullscreen lightbox, one index for both) beside its text.
 * Texts come as props: the resource's definition stays out of the island's script.
 */
export function GalleryViewer({ title, karya, description, descriptionLang, images, back }: GalleryViewerProps) {
  const { index, setIndex, openAt, props: lightbox } = useLightbox();
  return (
    <>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <ImageCarousel images={images} index={index} onIndexChange={setIndex} onOpen={openAt} />
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{karya}</p>
          <p
            lang={description?.trim() ? descriptionLang : undefined}
            className="whitespace-pre-line text-lg leading-relaxed text-stone-700"
          >
            {description?.trim() || shared.noDescription}
          </p>
          <button
            type="button"
            onClick={() => openAt(index)}
            className="inline-flex w-fit items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow hover:bg-brand-600"
          >
            {shared.viewFullscreen}
          </button>
          <div className="mt-4 border-t border-stone-200 pt-6">
            <BackLink to={paths.gallery.list} label={back} />
          </div>
        </div>
      </div>
      <LazyLightbox title={title} images={images} {...lightbox} />
    </>
  );
}

/** On the server-rendered detail page the pictures and their text hydrate alone (decision 023). */
export const GalleryViewerIsland = island('gallery-viewer', GalleryViewer);
