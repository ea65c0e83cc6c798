import type { ReactNode } from 'react';

interface ListPanelProps {
  id: string;
  title: string;
  /** how many there are in all (the list may show fewer) */
  count: number;
  /** names the count for tests that read it */
  countTestId: string;
  /** what the panel says when the list is empty */
  none: string;
  empty: boolean;
  children: ReactNode;
}

/** A titled card of the door's after-show lists (conflicts, refused scans): its count in the heading. */
export function ListPanel({ id, title, count, countTestId, none, empty, children }: ListPanelProps) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-300 bg-white p-4">
      <h2 id={id} className="font-bold text-lg">
        {title} (<span data-testid={countTestId}>{count}</span>)
      </h2>
      {empty ? <p className="mt-1 text-stone-600">{none}</p> : children}
    </section>
  );
}

export const listClass = 'mt-2 divide-y divide-stone-200';
