import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  apiFetch<{ detail: string }>('/api/auth/request-password-reset/', { method: 'POST', body: { email }, auth: 'none' });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
