import { contentMessages } from '@teater/contract';
import type { CSSProperties } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL } from '@teater/contract';
import { useEffect, useState } from 'react';
import type { LightboxImage } from './lightbox';
import { ResponsiveImage } from './responsive-image';

interface ImageCarouselProps {
  images: LightboxImage[];
  /** the slide shown; follows the lightbox so closing it returns to the picture last seen */
  index: number;
  onIndexChange: (index: number) => void;
  /** a click on a slide: open it fullscreen */
  onOpen: (index: number) => void;
}

const t = contentMessages;
// Swiper reads its colours from CSS variables.
const swiperTheme = {
  '--swiper-navigation-color': '#ffffff',
  '--swiper-pagination-color': '#fbbf24',
  '--swiper-pagination-bullet-inactive-color': '#ffffff',
} as CSSProperties;

/** A detail page's pictures (Swiper), each opening the fullscreen lightbox. */
export function ImageCarousel({ images, index, onIndexChange, onOpen }: ImageCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index);
  }, [swiper, index]);

  return (
    <Swiper
      modules={[Navigation, Pagination, Keyboard, A11y]}
      onSwiper={setSwiper}
      onSlideChange={(s) => onIndexChange(s.activeIndex)}
      navigation={images.length > 1}
      // a big album keeps a short row of dots that moves along
      pagination={images.length > 1 ? { clickable: true, dynamicBullets: images.length > 7 } : false}
      keyboard={{ enabled: true, onlyInViewport: true }}
      spaceBetween={CAROUSEL.spaceBetween}
      a11y={{
        prevSlideMessage: t.lightboxPrevious,
        nextSlideMessage: t.lightboxNext,
        paginationBulletMessage: t.carouselBullet,
      }}
      style={swiperTheme}
      className="w-full min-w-0 overflow-hidden rounded-xl bg-stone-950 shadow-xl"
    >
      {images.map((image, i) => (
        <SwiperSlide key={image.src}>
          <button
            type="button"
            onClick={() => onOpen(i)}
            className="group relative block aspect-[16/10] w-full cursor-zoom-in"
          >
            <ResponsiveImage
              src={image.src}
              alt={image.alt}
              sizes="(min-width: 1024px) 960px, 100vw"
              priority={i === 0}
              className="size-full object-contain"
            />
            <span className="absolute bottom-10 right-3 rounded-full bg-black/60 px-3 py-1.5 text-xs font-medium text-white opacity-90 group-hover:bg-black/80 md:bottom-4">
              {t.viewFullscreen}
            </span>
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
