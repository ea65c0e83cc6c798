import type { ReactNode } from 'react';

/** A box that scrolls sideways (wide tables on phones), focusable so keys can scroll it (WCAG 2.1.1). */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className={`overflow-x-auto ${className}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </section>
  );
}
