import { type Entity, landingMessages, langOf, type lptestimonis } from '@teater/contract';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';

const t = landingMessages;

export type Testimonial = Pick<
  Entity<typeof lptestimonis>,
  'id' | 'quote' | 'photo_url' | 'nama' | 'jabatan' | '_untranslated'
>;

/**
 * One testimonial at a time (quote, photo, nama, jabatan); dot buttons choose, starting at 0.
 * An island: the dots work on the server-rendered landing page without the app.
 */
export function TestimonialCarousel({ list }: { list: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const current = list[Math.min(index, list.length - 1)];
  if (!current) return null;
  return (
    <>
      <figure aria-live="polite" className="flex flex-col items-center gap-6">
        <blockquote
          lang={langOf(current, 'quote')}
          className="font-display text-2xl leading-relaxed text-stone-100 md:text-3xl"
        >
          <span aria-hidden="true" className="text-gold-400">
            “
          </span>
          {current.quote}
          <span aria-hidden="true" className="text-gold-400">
            ”
          </span>
        </blockquote>
        <figcaption className="flex items-center gap-4 text-left">
          <ResponsiveImage
            src={current.photo_url}
            alt={current.nama}
            sizes="64px"
            className="size-16 rounded-full object-cover ring-2 ring-gold-400"
          />
          <span>
            <span className="block font-semibold text-white">{current.nama}</span>
            <span lang={langOf(current, 'jabatan')} className="block text-sm text-stone-400">
              {current.jabatan}
            </span>
          </span>
        </figcaption>
      </figure>
      {list.length > 1 && (
        <div className="mt-8 flex justify-center gap-1">
          {list.map((item, i) => (
            <button
              key={item.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t.testimoniDot(i + 1)}
              aria-pressed={i === index}
              className="group rounded-full p-2"
            >
              {/* a small dot inside a finger-sized button */}
              <span
                className={`block size-3.5 rounded-full transition ${i === index ? 'scale-125 bg-gold-400' : 'bg-white/40 group-hover:bg-white/70'}`}
              />
            </button>
          ))}
        </div>
      )}
    </>
  );
}
