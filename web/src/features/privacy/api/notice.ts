import { useQuery } from '@tanstack/react-query';
import type { PrivacyNotice } from '@teater/contract';
import { api } from '../../../lib/api';
import { takeInitialData } from '../../../lib/initial-data';

const NOTICE = '/privacy-notice';

/** The privacy notice, as the server makes it from its settings (server-rendered on first load). */
export const usePrivacyNotice = () =>
  useQuery({
    queryKey: ['privacy-notice'],
    queryFn: ({ signal }) => api<{ data: PrivacyNotice }>(NOTICE, { signal }).then((r) => r.data),
    initialData: () => takeInitialData<{ data: PrivacyNotice }>(NOTICE)?.data,
    staleTime: 5 * 60_000,
  });
