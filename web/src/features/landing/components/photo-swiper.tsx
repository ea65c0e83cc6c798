import { CAROUSEL } from '@teater/contract';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { PhotoCarouselProps } from './photo-carousel-props';

interface PhotoSwiperProps extends Required<Omit<PhotoCarouselProps, 'label' | 'className'>> {
  playing: boolean;
  /** the first autoplay step was already due when Swiper arrived: take it now */
  advance: boolean;
}

const theme = {
  '--swiper-pagination-color': '#fbbf24',
  '--swiper-pagination-bullet-inactive-color': '#ffffff',
} as CSSProperties;

/** The moving part of PhotoCarousel (autoplay 3500 ms, spacing 30; the hero fades), loaded when first needed. */
export default function PhotoSwiper({ photos, to, hero, sizes, playing, advance }: PhotoSwiperProps) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  // Swiper reads its autoplay option once: the pause button drives the running instance.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);
  return (
    <Swiper
      modules={[Autoplay, EffectFade, Pagination, A11y]}
      onSwiper={(instance) => {
        setSwiper(instance);
        if (advance) instance.slideNext();
      }}
      effect={hero ? 'fade' : 'slide'}
      fadeEffect={{ crossFade: true }}
      autoplay={playing ? { delay: CAROUSEL.autoplayMs, disableOnInteraction: false } : false}
      spaceBetween={CAROUSEL.spaceBetween}
      slidesPerView={1}
      breakpoints={hero ? undefined : { 768: { slidesPerView: 2 } }}
      rewind
      pagination={{ clickable: true }}
      className="size-full"
      style={theme}
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
  );
}
