import { useQuery } from '@tanstack/react-query';
import { type Consents, memberCalls } from '@teater/contract';
import { api } from '../../../lib/api';
import { takeInitialData } from '../../../lib/initial-data';

const consentsKey = ['me', 'consents'] as const;

/** Where my consents stand, and their latest changes; the server's answer on its render. */
export const useMyConsents = () =>
  useQuery({
    queryKey: consentsKey,
    queryFn: ({ signal }) => api<{ data: Consents }>(memberCalls.consents, { signal }).then((r) => r.data),
    initialData: () => takeInitialData<{ data: Consents }>(memberCalls.consents)?.data,
  });
