import type { ReactNode } from 'react';

/** The content area under a PageHeader, aligned with the header's title. */
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <div className="px-4 py-10 md:py-14">
      <div className="mx-auto max-w-6xl">{children}</div>
    </div>
  );
}
