import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@freight/shared/accounts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/change-password/ with the member's session; the other sessions end, this one stays. */
export const changePassword = (input: ChangePasswordInput) =>
  apiFetch<{ detail: string }>('/api/auth/change-password/', { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
