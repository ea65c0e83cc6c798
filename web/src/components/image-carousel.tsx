import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CarouselSlide, type ImageCarouselProps } from './carousel-slide';

const ImageSwiper = lazy(() => import('./image-swiper'));

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/** Whether an arrow key is the carousel's, as Swiper's keyboard control takes it: the page's focus, the carousel in view. */
function isCarouselKey(event: KeyboardEvent, area: HTMLElement) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const focus = document.activeElement;
  if (focus && focus !== document.body && !area.contains(focus)) return false;
  const box = area.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * A detail page's pictures, each opening the fullscreen lightbox. It first shows the current
 * picture alone (the server's HTML); Swiper (about 28 KB) loads when the visitor points at,
 * touches or tabs into it, or presses an arrow key (the step is taken at once).
 */
export function ImageCarousel({ images, index, onIndexChange, onOpen }: ImageCarouselProps) {
  // what woke Swiper: a focus inside is handed over to Swiper's slide, which replaces the still one
  const [wanted, setWanted] = useState<'focus' | 'other' | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const moving = images.length > 1;

  useEffect(() => {
    const element = area.current;
    if (!moving || wanted || !element) return;
    const want = (event?: Event) => setWanted(event?.type === 'focusin' ? 'focus' : 'other');
    const onKey = (event: KeyboardEvent) => {
      const step = STEPS[event.key];
      if (!step || !isCarouselKey(event, element)) return;
      event.preventDefault();
      // Swiper does not loop: the first and last pictures stay put
      onIndexChange(Math.min(images.length - 1, Math.max(0, index + step)));
      want();
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) element.addEventListener(type, want, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      for (const type of events) element.removeEventListener(type, want);
      document.removeEventListener('keydown', onKey);
    };
  }, [moving, wanted, index, images.length, onIndexChange]);

  const current = images[index] ?? images[0];
  const still = current && (
    <div className="w-full min-w-0 overflow-hidden rounded-xl bg-stone-950 shadow-xl">
      <CarouselSlide image={current} first={current === images[0]} onOpen={() => onOpen(index)} />
    </div>
  );
  return (
    <div ref={area} className="min-w-0">
      {wanted ? (
        <Suspense fallback={still}>
          <ImageSwiper
            images={images}
            index={index}
            onIndexChange={onIndexChange}
            onOpen={onOpen}
            takeFocus={wanted === 'focus'}
          />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
