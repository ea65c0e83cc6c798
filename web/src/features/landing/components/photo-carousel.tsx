import { CAROUSEL, landingMessages } from '@teater/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { island } from '../../../components/island';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useHydrated } from '../../../lib/use-hydrated';
import type { PhotoCarouselProps } from './photo-carousel-props';

const PhotoSwiper = lazy(() => import('./photo-swiper'));

/** Why Swiper is wanted: the first autoplay step is due, or the visitor reached for the carousel. */
type Wanted = 'advance' | 'touched' | null;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * An autoplaying carousel of linked photos. It first shows its first photo as a plain image (in
 * the server's HTML, painted before any script); Swiper (about 28 KB) loads when the first
 * autoplay step is due or the visitor points at, touches or tabs into it. A pause button stops
 * the motion (WCAG 2.2.2); visitors who ask for reduced motion get none.
 */
export function PhotoCarousel({
  photos,
  to,
  label,
  hero = false,
  className = '',
  sizes = '100vw',
}: PhotoCarouselProps) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(true);
  const [wanted, setWanted] = useState<Wanted>(null);
  const area = useRef<HTMLElement>(null);
  const moving = photos.length > 1;

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!moving || wanted || !playing) return;
    const timer = setTimeout(() => setWanted('advance'), CAROUSEL.autoplayMs);
    const element = area.current;
    const touched = () => setWanted('touched');
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) element?.addEventListener(type, touched, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of events) element?.removeEventListener(type, touched);
    };
  }, [moving, wanted, playing]);

  const first = photos[0];
  const still = first && (
    <Link to={to} className="block size-full">
      <ResponsiveImage
        src={first.src}
        alt={first.alt}
        sizes={sizes}
        priority={hero}
        className="size-full object-cover"
      />
    </Link>
  );
  return (
    <section ref={area} className={`relative ${className}`} aria-roledescription="carousel" aria-label={label}>
      {hydrated && wanted && moving ? (
        <Suspense fallback={still}>
          <PhotoSwiper
            photos={photos}
            to={to}
            hero={hero}
            sizes={sizes}
            playing={playing}
            advance={wanted === 'advance'}
          />
        </Suspense>
      ) : (
        still
      )}
      {moving && (
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          aria-pressed={!playing}
          className="absolute right-3 bottom-3 z-10 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/80"
        >
          {playing ? landingMessages.pause : landingMessages.play}
        </button>
      )}
    </section>
  );
}

/** On server-rendered pages the carousel hydrates alone (decision 023). */
export const PhotoCarouselIsland = island('photo-carousel', PhotoCarousel);
