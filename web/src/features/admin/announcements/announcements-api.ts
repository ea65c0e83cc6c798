import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnnouncementSource, announcements } from '@teater/contract';
import { useEffect } from 'react';
import { api } from '../../../lib/api';

const listKey = [announcements.name] as const;

/** Every write here changes what the announcements' list shows (its status and figures). */
function useAnnouncementWrite<V, A>(call: (vars: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /announcements/:id/test: mails it to the admin who asks. */
export const useTestSend = () =>
  useAnnouncementWrite((id: number) =>
    api<{ message: string; data: { email: string } }>(`/announcements/${id}/test`, { method: 'POST' }),
  );

/** POST /announcements/:id/send: its mails are queued to the members, in batches. */
export const useSend = () =>
  useAnnouncementWrite((id: number) => api<{ message: string }>(`/announcements/${id}/send`, { method: 'POST' }));

/** How many members it would reach now (asked when the send dialog opens). */
export const useAudienceSize = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...listKey, 'audience', id],
    queryFn: ({ signal }) =>
      api<{ data: { count: number } }>(`/announcements/${id}/audience`, { signal }).then((r) => r.data.count),
    enabled,
    staleTime: 0,
  });

/** POST /announcements/from/:source/:id: a draft from a news item, a program or a show. */
export const useAnnounceFrom = () =>
  useAnnouncementWrite(({ source, id }: { source: AnnouncementSource; id: number }) =>
    api<{ message: string; data: { id: number } }>(`/announcements/from/${source}/${id}`, { method: 'POST' }),
  );

/** While an announcement's mails are going out, the list (its figures) is asked for again every few seconds. */
export function useRefreshWhile(active: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => client.invalidateQueries({ queryKey: [...listKey, 'list'] }), 4000);
    return () => clearInterval(timer);
  }, [active, client]);
}
