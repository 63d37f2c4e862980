import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@freight/shared/accounts';
import { apiFetch } from '../../../lib/api-client';
import { storeSession } from '../../../lib/session';

export type LoginInput = { email: string; password: string };
export type LoginResponse = { access: string; refresh: string; user: SessionUser };

export const login = (input: LoginInput) => apiFetch<LoginResponse>('/api/auth/login/', { method: 'POST', body: input, auth: 'none' });

/** Logs in and keeps tokens and user in sessionStorage (§3 Session user). */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (session) => storeSession(session),
  });
