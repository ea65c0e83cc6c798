import { Link } from 'react-router';
import { SITE_NAME } from '../../lib/site';
import { paths } from '../../lib/site-table';

/** The company mark (a gold T on deep red, as the favicon) with the name; links home. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link to={paths.home} className="group flex shrink-0 items-center gap-3 rounded">
      <svg viewBox="0 0 64 64" className="size-10 shrink-0 drop-shadow" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="#450a0a" />
        <rect x="3" y="3" width="58" height="58" rx="10" fill="none" stroke="#fbbf24" strokeOpacity="0.5" />
        <path d="M14 18h36v6H35v24h-6V24H14z" fill="#fbbf24" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span
          className={`font-display text-xl font-bold tracking-wide ${tone === 'light' ? 'text-white' : 'text-brand-700'}`}
        >
          {SITE_NAME}
        </span>
        <span
          className={`text-[0.65rem] font-semibold uppercase tracking-[0.25em] ${tone === 'light' ? 'text-gold-400' : 'text-brand-600'}`}
        >
          Bandar Lampung
        </span>
        {/* the accessible name keeps the visible text first (WCAG 2.5.3) */}
        <span className="sr-only">(beranda)</span>
      </span>
    </Link>
  );
}
