import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; new_password: string };

export const resetPassword = (input: ResetPasswordInput) =>
  apiFetch<{ detail: string }>('/api/auth/reset-password/', { method: 'POST', body: input, auth: 'none' });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
