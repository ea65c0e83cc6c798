import { pagingMessages as t } from '@teater/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageSearch, pageWindow } from './page-window';

const linkClass = 'min-w-10 rounded px-3 py-2 text-center text-sm font-medium';
const idle = 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100';

/** One page link: a real `<a href="?page=N">` that crawlers follow and works without scripts. */
function PageLink({ page, children, label, rel }: { page: number; children: ReactNode; label: string; rel?: string }) {
  return (
    <Link
      to={{ search: pageSearch(page) }}
      rel={rel}
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={`${linkClass} ${idle}`}
    >
      {children}
    </Link>
  );
}

/** Links to the previous and next pages and a window of page numbers around the current one. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.nav} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <PageLink page={page - 1} rel="prev" label={t.previous}>
          ‹ {t.previous}
        </PageLink>
      )}
      {pageWindow(page, pages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={`${linkClass} bg-brand-700 text-white`}>
            <span className="sr-only">{t.nav} </span>
            {item}
          </span>
        ) : (
          <PageLink key={item} page={item} label={t.page(item)}>
            {item}
          </PageLink>
        ),
      )}
      {page < pages && (
        <PageLink page={page + 1} rel="next" label={t.next}>
          {t.next} ›
        </PageLink>
      )}
    </nav>
  );
}
