import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicApi, unwrap, type JsonBody } from '../../../lib/api-client';
import { storeSession } from '../../../lib/session';

export type LoginInput = JsonBody<'/api/auth/login/', 'post'>;

export const login = (input: LoginInput) => unwrap(publicApi.POST('/api/auth/login/', { body: input }));

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
