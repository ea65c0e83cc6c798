import { lazy, Suspense, useEffect } from 'react';
import { loadToaster, showPendingToast, useToastsWanted } from '../lib/toast';

const Toaster = lazy(loadToaster);

/** The toaster, from the first toast on: in the app (providers.tsx) and on island pages (islands/entry.tsx). */
export function Toasts() {
  const wanted = useToastsWanted();
  useEffect(showPendingToast, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* react-hot-toast's default durations are the spec's (blank/error/custom 4000, success 2000).
          Top centre (spec 2), below the sticky header: a toast never covers the menu. */}
      <Toaster position="top-center" containerStyle={{ top: 'calc(var(--header-height) + 0.75rem)' }} />
    </Suspense>
  );
}
