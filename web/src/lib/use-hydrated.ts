import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates server HTML, true from then on: whatever
 * depends on the visitor (session cookies, screen) waits for it, so the first browser render
 * matches the HTML every visitor shares.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
