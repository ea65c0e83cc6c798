import { subsMessages } from '@teater/contract';
import { Link } from 'react-router';

interface ParallaxSectionProps {
  title: string;
  text: string;
  to: string;
  /** the background picture; a stage-coloured gradient until one exists */
  image: string | null | undefined;
  align?: 'left' | 'right';
}

/**
 * A full-width band whose picture stays put while the page scrolls over it (fixed background on
 * medium screens and up; phones scroll it normally, where fixed backgrounds are unreliable).
 */
export function ParallaxSection({ title, text, to, image, align = 'left' }: ParallaxSectionProps) {
  const background = image
    ? `linear-gradient(rgba(12,10,9,.55), rgba(69,10,10,.7)), url("${encodeURI(image)}")`
    : 'radial-gradient(circle at 30% 30%, #c2410c, #450a0a 60%, #0c0a09)';
  return (
    <section
      className="flex min-h-[70vh] items-center bg-stone-900 bg-cover bg-center px-4 py-20 md:bg-fixed"
      style={{ backgroundImage: background }}
    >
      <div className={`mx-auto w-full max-w-6xl ${align === 'right' ? 'flex justify-end' : ''}`}>
        <div className="max-w-xl text-white">
          <h2 className="font-display text-4xl font-bold drop-shadow md:text-5xl">{title}</h2>
          <p className="mt-4 text-lg text-stone-100 drop-shadow">{text}</p>
          <Link
            to={to}
            aria-label={`${subsMessages.learnMore}: ${title}`}
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-gold-400 px-6 py-3 font-semibold text-stone-900 shadow-lg transition hover:bg-amber-300"
          >
            {subsMessages.learnMore}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
