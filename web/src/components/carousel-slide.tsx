import { contentMessages } from '@teater/contract';
import type { LightboxImage } from './lightbox';
import { ResponsiveImage } from './responsive-image';

/** What ImageCarousel and its Swiper take. */
export interface ImageCarouselProps {
  images: LightboxImage[];
  /** the slide shown; follows the lightbox so closing it returns to the picture last seen */
  index: number;
  onIndexChange: (index: number) => void;
  /** a click on a slide: open it fullscreen */
  onOpen: (index: number) => void;
}

/** One picture of ImageCarousel: a button that opens it fullscreen. */
export function CarouselSlide({ image, first, onOpen }: { image: LightboxImage; first: boolean; onOpen: () => void }) {
  return (
    <button type="button" onClick={onOpen} className="group relative block aspect-[16/10] w-full cursor-zoom-in">
      <ResponsiveImage
        src={image.src}
        alt={image.alt}
        sizes="(min-width: 1024px) 960px, 100vw"
        priority={first}
        className="size-full object-contain"
      />
      <span className="absolute bottom-10 right-3 rounded-full bg-black/60 px-3 py-1.5 text-xs font-medium text-white opacity-90 group-hover:bg-black/80 md:bottom-4">
        {contentMessages.viewFullscreen}
      </span>
    </button>
  );
}
