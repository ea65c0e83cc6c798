/** What the carousel shows: its own file, so the lazily loaded Swiper part (photo-swiper.tsx) and
 * the carousel that loads it share it without importing each other. */
export interface CarouselPhoto {
  src: string;
  alt: string;
}

export interface PhotoCarouselProps {
  photos: CarouselPhoto[];
  /** every slide links here (spec: /photos) */
  to: string;
  label: string;
  /** the hero: cross-fade, first picture loaded eagerly with high priority */
  hero?: boolean;
  className?: string;
  sizes?: string;
}
