import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  /** a link or button beside the title ('Berita Selengkapnya') */
  action?: ReactNode;
  tone?: 'light' | 'dark';
  centered?: boolean;
}

/** The heading of a landing section: a small gold eyebrow, a serif title, an optional action. */
export function SectionHeading({ id, eyebrow, title, action, tone = 'light', centered = false }: SectionHeadingProps) {
  return (
    <div
      className={`mb-8 flex flex-wrap items-end gap-4 ${centered ? 'justify-center text-center' : 'justify-between'}`}
    >
      <div>
        {eyebrow && (
          <p
            className={`text-xs font-bold uppercase tracking-[0.25em] ${tone === 'dark' ? 'text-gold-400' : 'text-brand-600'}`}
          >
            {eyebrow}
          </p>
        )}
        <h2
          id={id}
          className={`mt-1 font-display text-3xl font-bold md:text-4xl ${tone === 'dark' ? 'text-white' : 'text-stone-900'}`}
        >
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
