import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Consents } from '@teater/contract';
import { api } from '../../../lib/api';

const consentsKey = ['me', 'consents'] as const;

/** Where my consents stand, and their latest changes. */
export const useMyConsents = () =>
  useQuery({
    queryKey: consentsKey,
    queryFn: ({ signal }) => api<{ data: Consents }>('/users/me/consents', { signal }).then((r) => r.data),
  });

/** Gives or withdraws news by mail; the answer is the new state, put straight into the cache. */
export function useChangeAnnouncements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) =>
      api<{ message: string; data: Consents }>('/users/me/consents/announcements', {
        method: 'PUT',
        body: { granted },
      }),
    onSuccess: (answer) => client.setQueryData(consentsKey, answer.data),
  });
}
