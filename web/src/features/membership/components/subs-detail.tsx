import type { UseQueryResult } from '@tanstack/react-query';
import { subsMessages } from '@teater/contract';
import type { ReactNode } from 'react';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/status';

/** Loading, then the item, or the not-found notice with the way back (also for a malformed id). */
export function SubsDetail<T>({
  id,
  query,
  backTo,
  children,
}: {
  id: number | null;
  query: UseQueryResult<T>;
  backTo: string;
  children: (item: T) => ReactNode;
}) {
  const notFound = <NotFoundNotice text={subsMessages.notFound} backTo={backTo} backLabel={subsMessages.back} />;
  if (id === null) return <EmptyState>{notFound}</EmptyState>;
  return (
    <QueryView query={query} empty={notFound}>
      {children}
    </QueryView>
  );
}
