import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from './external-link';

/**
 * How a pill-shaped link reads: `solid` is the page's main next step, `outline` a second one
 * beside it; on the hero's dark photos `bright` lightens on hover and `glass` lets the photo through.
 */
const looks = {
  solid: 'bg-brand-600 text-white hover:bg-brand-700',
  bright: 'bg-brand-600 text-white hover:bg-brand-500',
  outline: 'text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50',
  glass: 'bg-white/10 text-white ring-1 ring-white/50 backdrop-blur hover:bg-white/20',
} as const;

type Target = { to: string; href?: never } | { href: string; to?: never };

/**
 * A link that looks like a button ("Donasi Sekarang", "Anggota Lengkap"): a page of ours (`to`)
 * or another site opened in a new tab (`href`). `className` gives its size (padding) and any extra
 * such as a shadow, since each place sizes it to its surroundings.
 */
export function PillLink({
  look = 'solid',
  className,
  children,
  ...target
}: Target & { look?: keyof typeof looks; className: string; children: ReactNode }) {
  const classes = `rounded-full font-semibold ${looks[look]} ${className}`;
  return target.href === undefined ? (
    <Link to={target.to} className={classes}>
      {children}
    </Link>
  ) : (
    <ExternalLink href={target.href} className={classes}>
      {children}
    </ExternalLink>
  );
}
