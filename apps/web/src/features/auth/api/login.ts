import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@freight/shared/accounts';
import { apiFetch } from '../../../lib/api-client';
import { storeSession } from '../../../lib/session';

export type LoginInput = { email: string; password: string };
export type LoginResponse = { access: string; refresh: string; user: SessionUser };

export const login = (input: LoginInput) => apiFetch<LoginResponse>('/api/auth/login/', { method: 'POST', body: input, auth: 'none' });

/**
 * Logs in and keeps tokens and user in sessionStorage (§3 Session user). Whatever an earlier
 * session left in the query cache is dropped: a new login never sees another member's data.
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      storeSession(session);
      queryClient.clear();
    },
  });
};
