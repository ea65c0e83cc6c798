import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { contentMessages } from '@teater/contract';
import { useEffect } from 'react';
import { CloseIcon } from './icons';
import { ResponsiveImage } from './responsive-image';

export interface LightboxImage {
  src: string;
  alt: string;
}

interface LightboxProps {
  title: string;
  images: LightboxImage[];
  open: boolean;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const t = contentMessages;
const navButton =
  'absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-3xl text-white backdrop-blur transition hover:bg-white/25';

/**
 * A fullscreen viewer: previous, next and close buttons, arrow keys and Escape. Headless UI's
 * Dialog keeps the focus inside while open and gives it back to the opener when closed.
 */
export function Lightbox({ title, images, open, index, onIndexChange, onClose }: LightboxProps) {
  const total = images.length;
  const current = images[index] ?? images[0];

  useEffect(() => {
    if (!open || total < 2) return;
    // On the document, not the panel: a click on the picture must not cost the keyboard its arrows.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndexChange((index - 1 + total) % total);
      else if (e.key === 'ArrowRight') onIndexChange((index + 1) % total);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, index, total, onIndexChange]);

  if (!current) return null;
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black transition duration-200 ease-out data-closed:opacity-0 data-leave:duration-150"
      />
      <DialogPanel
        transition
        className="fixed inset-0 flex flex-col text-white transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0 data-leave:duration-150"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-8">
          <DialogTitle className="truncate font-display text-lg">{title}</DialogTitle>
          <div className="flex items-center gap-4">
            {total > 1 && (
              <span className="text-sm tabular-nums text-stone-300" aria-live="polite">
                {t.lightboxCounter(index + 1, total)}
              </span>
            )}
            <button
              type="button"
              onClick={onClose}
              aria-label={t.lightboxClose}
              className="flex size-11 items-center justify-center rounded-full bg-white/10 text-2xl hover:bg-white/25"
            >
              <CloseIcon width={24} height={24} />
            </button>
          </div>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 md:px-20">
          <ResponsiveImage
            key={current.src}
            src={current.src}
            alt={current.alt}
            sizes="100vw"
            priority
            className="max-h-full max-w-full rounded object-contain shadow-2xl"
          />
          {total > 1 && (
            <>
              <button
                type="button"
                onClick={() => onIndexChange((index - 1 + total) % total)}
                aria-label={t.lightboxPrevious}
                className={`${navButton} left-2 md:left-6`}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                onClick={() => onIndexChange((index + 1) % total)}
                aria-label={t.lightboxNext}
                className={`${navButton} right-2 md:right-6`}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}

// kept here for the pages that import it with the lightbox
export { useLightbox } from './use-lightbox';
