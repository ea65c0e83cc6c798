import type { ReactNode } from 'react';

/** Image sizes of a card in CardGrid: one column on phones, two on small screens, three from md up. */
export const CARD_IMAGE_SIZES = '(min-width: 1152px) 368px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * Cards after the first are laid out and painted only near the viewport (content-visibility):
 * the first paint of a long list costs the first card, and the pictures further down are not
 * fetched while the page's first picture still loads. Each remembers its size once seen.
 */
const offscreenCards =
  '[&>li:nth-child(n+2)]:[content-visibility:auto] [&>li:nth-child(n+2)]:[contain-intrinsic-size:auto_26rem]';

/** The card grid of every public list: one, two, then three columns from md up (spec 9). */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className={`grid gap-6 sm:grid-cols-2 md:grid-cols-3 ${offscreenCards}`}>
      {children}
    </ul>
  );
}
