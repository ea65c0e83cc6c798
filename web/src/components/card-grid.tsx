import type { ReactNode } from 'react';

/** Image sizes of a card in CardGrid: one column on phones, two on small screens, three from md up. */
export const CARD_IMAGE_SIZES = '(min-width: 1152px) 368px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The card grid of every public list: one, two, then three columns from md up (spec 9). */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
      {children}
    </ul>
  );
}
