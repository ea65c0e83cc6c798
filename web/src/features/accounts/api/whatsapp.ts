import { useQuery } from '@tanstack/react-query';
import { memberCalls, type WhatsAppSetting } from '@teater/contract';
import { api } from '../../../lib/api';
import { takeInitialData } from '../../../lib/initial-data';

const whatsappKey = ['me', 'whatsapp'] as const;

/** My WhatsApp number and whether notifications also go there; the server's answer on its render. */
export const useMyWhatsApp = () =>
  useQuery({
    queryKey: whatsappKey,
    queryFn: ({ signal }) => api<{ data: WhatsAppSetting }>(memberCalls.whatsapp, { signal }).then((r) => r.data),
    initialData: () => takeInitialData<{ data: WhatsAppSetting }>(memberCalls.whatsapp)?.data,
  });
