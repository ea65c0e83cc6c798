/**
 * The session for islands (decision 023): the same answers as lib/session.ts without the query
 * cache (about 10 KB the islands pages would load for this alone). In the islands build
 * `lib/session` resolves here (vite.islands.config.ts). One question to `/users/me` per page load,
 * and only when the `id` hint says a session may exist; a 401 clears the hints, as there.
 */
import type { User } from '@teater/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, api } from '../lib/api';
import { clearHintCookies, readCookie } from '../lib/cookies';
import { sessionOf } from '../lib/session-of';
import { useHydrated } from '../lib/use-hydrated';

interface SessionState {
  user: User | null;
  isLoading: boolean;
}

let state: SessionState = { user: null, isLoading: true };
let asked = false;
const listeners = new Set<() => void>();

function settle(user: User | null) {
  state = { user, isLoading: false };
  for (const listener of listeners) listener();
}

async function ask() {
  if (asked) return;
  asked = true;
  if (!readCookie('id')) return settle(null);
  try {
    settle((await api<{ data: User }>('/users/me')).data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearHintCookies();
    settle(null);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverState: SessionState = { user: null, isLoading: true };

export function useSession() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void ask();
  }, [hydrated]);
  const { user, isLoading } = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
  return sessionOf(user, !hydrated || isLoading, ask);
}

/** The session ended on this page (the account was deleted): every island shows nobody at once. */
export function useSessionEnded() {
  return () => {
    asked = true;
    settle(null);
  };
}

export { useLogout } from '../lib/logout';
