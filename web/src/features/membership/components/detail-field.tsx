import type { ReactNode } from 'react';

/** One labelled value of a detail page; a dash when the value is empty (spec 2). */
export function DetailField({ label, value, long = false }: { label: string; value: ReactNode; long?: boolean }) {
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return (
    <div className={long ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-brand-600">{label}</dt>
      <dd className={`mt-1 text-stone-800 ${long ? 'whitespace-pre-line leading-relaxed' : ''}`}>
        {empty ? '-' : value}
      </dd>
    </div>
  );
}
