import { contentMessages } from '@teater/contract';
import type { CSSProperties } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL } from '@teater/contract';
import { useEffect, useState } from 'react';
import { CarouselSlide, type ImageCarouselProps } from './carousel-slide';

const t = contentMessages;
// Swiper reads its colours from CSS variables.
const swiperTheme = {
  '--swiper-navigation-color': '#ffffff',
  '--swiper-pagination-color': '#fbbf24',
  '--swiper-pagination-bullet-inactive-color': '#ffffff',
} as CSSProperties;

/** ImageCarousel's moving part (Swiper), loaded when the visitor first reaches for the pictures. */
export default function ImageSwiper({
  images,
  index,
  onIndexChange,
  onOpen,
  takeFocus,
}: ImageCarouselProps & { takeFocus: boolean }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index);
  }, [swiper, index]);

  return (
    <Swiper
      modules={[Navigation, Pagination, Keyboard, A11y]}
      onSwiper={(instance) => {
        setSwiper(instance);
        // the still picture the visitor tabbed to is gone: its slide takes the focus
        if (takeFocus && document.activeElement === document.body)
          instance.slides[instance.activeIndex]?.querySelector('button')?.focus();
      }}
      initialSlide={index}
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
          <CarouselSlide image={image} first={i === 0} onOpen={() => onOpen(i)} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
