import { CAROUSEL } from '@teater/contract';
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { ResponsiveImage } from '../../../components/responsive-image';

export interface CarouselPhoto {
  src: string;
  alt: string;
}

interface PhotoCarouselProps {
  photos: CarouselPhoto[];
  /** every slide links here (spec: /photos) */
  to: string;
  label: string;
  /** the hero: cross-fade, first picture loaded eagerly with high priority */
  hero?: boolean;
  className?: string;
  sizes?: string;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * An autoplaying carousel of linked photos (autoplay 3500 ms, spacing 30; the hero fades).
 * A pause button stops the motion (WCAG 2.2.2); visitors who ask for reduced motion get none.
 */
export function PhotoCarousel({
  photos,
  to,
  label,
  hero = false,
  className = '',
  sizes = '100vw',
}: PhotoCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [playing, setPlaying] = useState(!reducedMotion());
  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <section className={`relative ${className}`} aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Autoplay, EffectFade, Pagination, A11y]}
        onSwiper={setSwiper}
        effect={hero ? 'fade' : 'slide'}
        fadeEffect={{ crossFade: true }}
        autoplay={playing ? { delay: CAROUSEL.autoplayMs, disableOnInteraction: false } : false}
        spaceBetween={CAROUSEL.spaceBetween}
        slidesPerView={1}
        breakpoints={hero ? undefined : { 768: { slidesPerView: 2 } }}
        rewind
        pagination={{ clickable: true }}
        className="size-full"
        style={
          {
            '--swiper-pagination-color': '#fbbf24',
            '--swiper-pagination-bullet-inactive-color': '#ffffff',
          } as CSSProperties
        }
      >
        {photos.map((photo, i) => (
          <SwiperSlide key={`${photo.src}-${i}`} className="!h-auto">
            <Link to={to} className="block size-full">
              <ResponsiveImage
                src={photo.src}
                alt={photo.alt}
                sizes={sizes}
                priority={hero && i === 0}
                className="size-full object-cover"
              />
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
      {photos.length > 1 && (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={!playing}
          className="absolute right-3 bottom-3 z-10 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/80"
        >
          {playing ? 'Jeda' : 'Putar'}
        </button>
      )}
    </section>
  );
}
