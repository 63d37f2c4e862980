import { useMutation } from '@tanstack/react-query';
import { publicApi, unwrap } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) => unwrap(publicApi.POST('/api/auth/request-password-reset/', { body: { email } }));

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
