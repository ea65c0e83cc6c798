import type { UseQueryResult } from '@tanstack/react-query';
import { uiMessages } from '@teater/contract';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api';
import { EmptyState, ErrorState, Loading } from './status';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** shown when the data is an empty list, or on 404 for a detail */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  errorText?: string;
  children: (data: T) => ReactNode;
}

/** Loading, then content, the spec's empty/not-found text, or a visible error with retry. */
export function QueryView<T>({ query, empty, isEmpty, errorText, children }: QueryViewProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (empty && query.error instanceof ApiError && query.error.status === 404) return <EmptyState>{empty}</EmptyState>;
    return (
      <ErrorState
        message={errorText ?? errorMessage(query.error, uiMessages.fetchError)}
        onRetry={() => query.refetch()}
      />
    );
  }
  const data = query.data;
  const blank = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
  if (blank && empty) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
