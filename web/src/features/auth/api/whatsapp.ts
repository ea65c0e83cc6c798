import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsAppSetting } from '@teater/contract';
import { api } from '../../../lib/api';

const whatsappKey = ['me', 'whatsapp'] as const;

/** My WhatsApp number and whether notifications also go there. */
export const useMyWhatsApp = () =>
  useQuery({
    queryKey: whatsappKey,
    queryFn: ({ signal }) => api<{ data: WhatsAppSetting }>('/users/me/whatsapp', { signal }).then((r) => r.data),
  });

/** Opts in with a number, or out; the answer is the new setting, put straight into the cache. */
export function useChangeWhatsApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { granted: boolean; number?: string }) =>
      api<{ message: string; data: WhatsAppSetting }>('/users/me/whatsapp', { method: 'PUT', body }),
    onSuccess: (answer) => client.setQueryData(whatsappKey, answer.data),
  });
}
