import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../../lib/site';

interface Props {
  title: string;
  /** buttons or links beside the title (Add …) */
  actions?: ReactNode;
  /** a link back, for add pages */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of every admin screen: heading, actions, content. */
export function AdminPage({ title, actions, back, children }: Props) {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  return (
    <div className="mx-auto max-w-6xl">
      {back && (
        <Link to={back.to} className="mb-2 inline-block text-sm text-brand-700 hover:underline">
          ← {back.label}
        </Link>
      )}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-stone-900">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
