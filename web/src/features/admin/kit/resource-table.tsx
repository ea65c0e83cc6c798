import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@teater/contract';
import type { ReactNode } from 'react';
import { QueryView } from '../../../components/query-view';
import type { Column } from './columns';
import { DataTable, type RowActions } from './data-table';

interface Props<T extends { id: number }> extends RowActions<T> {
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  /** a leading 'No' column counting rows from 1 */
  numbered?: boolean;
  empty?: ReactNode;
  /** shown when the list call fails (the spec's 'Failed to fetch …' texts); default: the server's message */
  fetchFailed?: string;
  caption?: string;
}

/** Loading ('Memuat Data ...'), error with retry, empty text, or the rows of a short fixed list. */
export function ResourceTable<T extends { id: number }>({
  query,
  empty = messages.admin.noData,
  fetchFailed,
  ...table
}: Props<T>) {
  return (
    <QueryView query={query} empty={empty} errorText={fetchFailed}>
      {(rows) => <DataTable rows={rows} {...table} />}
    </QueryView>
  );
}
