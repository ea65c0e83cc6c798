import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAdminRole, type LoginAnswer, type LoginBody } from '@teater/contract';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/site-table';

export const login = (body: LoginBody) => api<LoginAnswer>('/users/login', { method: 'POST', body });

/** Where a fresh login lands: admin roles on the dashboard, everyone else on the home page. */
export const landingAfterLogin = (role: string) => (isAdminRole(role) ? paths.dashboard : paths.home);

/**
 * Logs in, then reloads everything the server answers differently for this visitor (the session
 * first): a guarded page opened next already knows who is there.
 */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => client.invalidateQueries(),
  });
}
