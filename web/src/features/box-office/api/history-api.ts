import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ListMeta,
  memberCalls,
  pageParamOf,
  type SubscriptionPayment,
  type TicketPurchase,
} from '@teater/contract';
import { useSearchParams } from 'react-router';
import type { PageOf } from '../../../components/use-paged-list';
import { api } from '../../../lib/api';
import { takeInitialData } from '../../../lib/initial-data';

/** One page of a history, and the number of its first row (rows are numbered across pages). */
export type HistoryPage<T> = PageOf<T> & { firstNumber: number };

/**
 * One page of the caller's own history (the server refuses anyone else's), the page kept in
 * `?page=`; the previous page stays on screen while the next one loads. The server renders it
 * with the answer it loaded for the member (api/src/pages/member-pages.ts).
 */
function useHistory<T>(kind: string, path: (userId: number, page: number) => string, userId: number | undefined) {
  const [params] = useSearchParams();
  const page = pageParamOf(params.get('page'));
  const query = useQuery({
    queryKey: ['history', kind, userId, page],
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<{ data: T[]; meta: ListMeta }>(path(userId ?? 0, page), { signal }),
    initialData: () =>
      userId === undefined ? undefined : takeInitialData<{ data: T[]; meta: ListMeta }>(path(userId, page)),
    select: ({ data, meta }): HistoryPage<T> => ({
      items: data,
      pages: Math.max(1, Math.ceil(meta.total / Math.max(1, meta.limit))),
      firstNumber: (meta.page - 1) * meta.limit + 1,
    }),
  });
  return { query, page };
}

export const useSubscriptionHistory = (userId: number | undefined) =>
  useHistory<SubscriptionPayment>('subscription', memberCalls.subscriptionHistory, userId);

export const useTicketHistory = (userId: number | undefined) =>
  useHistory<TicketPurchase>('tickets', memberCalls.ticketHistory, userId);
