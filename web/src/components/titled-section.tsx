import type { ReactNode } from 'react';

/**
 * A part of a page under its own heading; the section is named by that heading (aria-labelledby),
 * so a screen reader's list of regions reads the same titles the eye sees.
 */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = 'font-display text-2xl font-bold text-stone-900',
  children,
}: {
  id: string;
  title: string;
  /** the section's spacing on its page */
  className: string;
  /** the heading's look where the page's own differs from the plain one */
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
