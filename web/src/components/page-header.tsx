import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
  /** `id` when the label is content given in Indonesian on an English page (no translation) */
  lang?: string;
}

/** A page title with breadcrumbs (Landing Page > …). */
export function PageHeader({ title, titleLang, crumbs = [] }: { title: string; titleLang?: string; crumbs?: Crumb[] }) {
  return (
    <header className="bg-brand-900 px-4 py-10 text-white">
      <div className="mx-auto max-w-6xl">
        <nav aria-label="Breadcrumb" className="mb-2 text-sm text-stone-300">
          <ol className="flex flex-wrap gap-2">
            {[{ label: 'Landing Page', to: '/' }, ...crumbs].map((c, i, all) => (
              <li key={`${c.label}-${c.to ?? ''}`} className="flex gap-2">
                {c.to && i < all.length - 1 ? (
                  <Link to={c.to} className="hover:text-white hover:underline">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current={i === all.length - 1 ? 'page' : undefined} lang={c.lang}>
                    {c.label}
                  </span>
                )}
                {i < all.length - 1 && <span aria-hidden="true">›</span>}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="font-display text-3xl font-bold md:text-4xl" lang={titleLang}>
          {title}
        </h1>
      </div>
    </header>
  );
}
