import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_IMAGE_SIZES } from './card-grid';
import { ResponsiveImage } from './responsive-image';

const ASPECT = { wide: 'aspect-[16/10]', portrait: 'aspect-[4/5]', square: 'aspect-square' } as const;

export interface ContentCardProps {
  to: string;
  title: string;
  image: string | null | undefined;
  imageAlt?: string;
  /** a short line above the title: a date, a role */
  eyebrow?: ReactNode;
  text?: string | null;
  /** a line under the text: a call to action, a credit */
  footer?: ReactNode;
  badge?: ReactNode;
  aspect?: keyof typeof ASPECT;
  fallback?: string;
  /** the first cards of a page are above the fold */
  priority?: boolean;
  /** `id` for a title or text given in Indonesian on an English page (no translation yet) */
  titleLang?: string;
  textLang?: string;
}

/**
 * One card of a public list (news, programs, members, gallery). The whole card is one link:
 * the title's link stretches over the card, so screen readers hear one link with the title.
 */
export function ContentCard({
  to,
  title,
  image,
  imageAlt = title,
  eyebrow,
  text,
  footer,
  badge,
  aspect = 'wide',
  fallback,
  priority = false,
  titleLang,
  textLang,
}: ContentCardProps) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-gold-400">
      <div className={`relative overflow-hidden bg-stone-200 ${ASPECT[aspect]}`}>
        <ResponsiveImage
          src={image}
          alt={imageAlt}
          fallback={fallback}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          framed
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        {badge && <div className="absolute left-3 top-3">{badge}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {eyebrow && <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>}
        <h2 lang={titleLang} className="font-display text-xl font-bold leading-snug text-stone-900">
          <Link to={to} className="after:absolute after:inset-0 focus:outline-none group-hover:text-brand-700">
            {title}
          </Link>
        </h2>
        {text && (
          <p lang={textLang} className="line-clamp-3 text-sm leading-relaxed text-stone-600">
            {text}
          </p>
        )}
        {footer && <div className="mt-auto pt-2 text-sm font-medium text-brand-700">{footer}</div>}
      </div>
    </li>
  );
}
