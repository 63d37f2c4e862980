import { useMutation } from '@tanstack/react-query';
import type { AgentUnsubscribed } from '@freight/shared/agents';
import { apiFetch } from '../../../lib/api-client';

/** The agent mail's unsubscribe link: the token alone names the agent, no login. */
export const unsubscribeAgent = (token: string) =>
  apiFetch<AgentUnsubscribed>('/api/search-agents/unsubscribe/', { method: 'POST', body: { token }, auth: 'none' });

export const useUnsubscribeAgent = () => useMutation({ mutationFn: unsubscribeAgent });
