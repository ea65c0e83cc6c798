import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@teater/contract';
import { api } from '../../../lib/api';
import { sessionKey } from '../../../lib/session';

export interface ProfileChange {
  id: number;
  name: string;
  email: string;
}

export const updateProfile = ({ id, ...body }: ProfileChange) =>
  api<{ message: string; data: User }>(`/users/${id}`, { method: 'PATCH', body });

/** Saves name and e-mail; the session (header, account page) shows the saved record at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ data }) => {
      client.setQueryData(sessionKey, data);
      await client.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
