import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '../lib/api';
import { loadToaster, useToastsWanted } from '../lib/toast';

const Toaster = lazy(loadToaster);

/** The toaster, from the first toast on. */
function Toasts() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* react-hot-toast's default durations are the spec's (blank/error/custom 4000, success 2000).
          Top centre (spec 2), below the sticky header: a toast never covers the menu. */}
      <Toaster position="top-center" containerStyle={{ top: 'calc(var(--header-height) + 0.75rem)' }} />
    </Suspense>
  );
}

/** One per browser tab, and one per server render (answers never leak between pages). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers are final; only network trouble and 5xx are worth a retry.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
