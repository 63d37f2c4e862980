import { useMutation } from '@tanstack/react-query';
import { publicApi, unwrap } from '../../../lib/api-client';

/** The agent mail's unsubscribe link: the token alone names the agent, no login. */
export const unsubscribeAgent = (token: string) => unwrap(publicApi.POST('/api/search-agents/unsubscribe/', { body: { token } }));

export const useUnsubscribeAgent = () => useMutation({ mutationFn: unsubscribeAgent });
