import { ServerTable, type ServerTableProps } from './server-table';
import { StatusBanner, useStatus } from './status-banner';
import { type ListSource, useServerList } from './use-server-list';

/** A server list and the outcome of the last action on the screen (a retry, a record that failed). */
export function useStatusList<T>(source: ListSource) {
  return { server: useServerList<T>(source), ...useStatus() };
}

export type StatusList<T> = ReturnType<typeof useStatusList<T>>;

/** A server list screen's table with the last action's outcome above it, dismissable. */
export function StatusTable<T extends { id: number }>({
  list,
  ...table
}: Omit<ServerTableProps<T>, 'server'> & { list: StatusList<T> }) {
  return (
    <>
      <StatusBanner status={list.status} onDismiss={list.clear} />
      <ServerTable server={list.server} {...table} />
    </>
  );
}
