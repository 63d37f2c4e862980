import { useMutation } from '@tanstack/react-query';
import { publicApi, unwrap, type JsonBody } from '../../../lib/api-client';

export type ResetPasswordInput = JsonBody<'/api/auth/reset-password/', 'post'>;

export const resetPassword = (input: ResetPasswordInput) => unwrap(publicApi.POST('/api/auth/reset-password/', { body: input }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
