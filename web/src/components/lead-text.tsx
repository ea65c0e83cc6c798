import type { ReactNode } from 'react';

/** The opening line of a detail page (a summary), set apart like a programme's epigraph. */
export function LeadText({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <p
      lang={lang}
      className="mb-10 border-l-4 border-gold-400 pl-5 font-display text-xl italic leading-relaxed text-stone-800 md:text-2xl"
    >
      {children}
    </p>
  );
}
