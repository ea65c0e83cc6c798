import type { User } from '@teater/contract';
import { peekInitialData } from './initial-data';
import { useSession } from './session';

/**
 * The member a private page is about. In the browser, the session. On the server, which renders a
 * member's page only for that member's own request (api/src/pages/member-pages.ts), the
 * `/users/me` answer it loaded with their cookies; the session hook knows nobody there.
 */
export function useMember(): User | null {
  const { user } = useSession();
  if (import.meta.env.SSR) return peekInitialData<{ data: User }>('/users/me')?.data ?? null;
  return user;
}
