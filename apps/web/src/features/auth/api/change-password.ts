import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@freight/shared/accounts';
import { api, unwrap } from '../../../lib/api-client';

/** POST /api/auth/change-password/ with the member's session; the other sessions end, this one stays. */
export const changePassword = (input: ChangePasswordInput) => unwrap(api.POST('/api/auth/change-password/', { body: input }));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
