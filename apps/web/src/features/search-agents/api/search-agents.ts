import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SearchAgent, SearchAgentCreateInput, SearchAgentList } from '@freight/shared/agents';
import type { UiLanguage } from '@freight/shared/languages';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { api, unwrap, type JsonBody } from '../../../lib/api-client';
import { useUiLanguage } from '../../../lib/i18n';

export const searchAgentsKey = ['search-agents'] as const;
export const agentListKey = [...searchAgentsKey, 'list'] as const;
export const agentKey = (id: number) => [...searchAgentsKey, 'agent', id] as const;
// The language is part of the key: the API names the entries' places in it (decision 015).
export const agentEntriesKey = (id: number, lang?: UiLanguage) =>
  lang === undefined ? ([...searchAgentsKey, 'entries', id] as const) : ([...searchAgentsKey, 'entries', id, lang] as const);

/*
 * The answers are searchAgentSchema's output; its JSON Schema in the OpenAPI document widens the radius
 * literals (25 | 50 | 100 | 200) to number, so the agents keep the shared type the pages use.
 */
export const listAgents = (signal?: AbortSignal) => unwrap(api.GET('/api/search-agents/', { signal })) as Promise<SearchAgentList>;
export const getAgent = (id: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/search-agents/{id}/', { params: { path: { id } }, signal })) as Promise<SearchAgent>;
// The API parses the body with searchAgentCreateSchema, whose input type leaves the preprocessed filters unknown.
export const createAgent = (body: SearchAgentCreateInput) =>
  unwrap(api.POST('/api/search-agents/', { body: body as JsonBody<'/api/search-agents/', 'post'> })) as Promise<SearchAgent>;
export const updateAgent = (id: number, body: JsonBody<'/api/search-agents/{id}/', 'patch'>) =>
  unwrap(api.PATCH('/api/search-agents/{id}/', { params: { path: { id } }, body })) as Promise<SearchAgent>;
export const deleteAgent = (id: number) => unwrap(api.DELETE('/api/search-agents/{id}/', { params: { path: { id } } }));

/** About a screen of entries, as the entry lists load them. */
export const AGENT_ENTRIES_PAGE_SIZE = 20;

/** The agent's matches, newest first; reading them marks the agent opened (its new count starts again from 0). */
export const listAgentEntries = (id: number, lang: UiLanguage, cursor: string | null, signal?: AbortSignal) =>
  unwrap(
    api.GET('/api/search-agents/{id}/entries/', {
      params: { path: { id }, query: { lang, limit: AGENT_ENTRIES_PAGE_SIZE, cursor: cursor ?? undefined } },
      signal,
    }),
  );

export const agentListQuery = () => queryOptions({ queryKey: agentListKey, queryFn: ({ signal }) => listAgents(signal) });
export const useAgentList = () => useQuery(agentListQuery());
export const useAgent = (id: number) => useQuery({ queryKey: agentKey(id), queryFn: ({ signal }) => getAgent(id, signal) });

export const agentEntriesQuery = (id: number, lang: UiLanguage) =>
  infiniteQueryOptions({
    queryKey: agentEntriesKey(id, lang),
    queryFn: ({ pageParam, signal }) => listAgentEntries(id, lang, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
export const useAgentEntries = (id: number) => useInfiniteQuery(agentEntriesQuery(id, useUiLanguage()));

/** One agent changed: the list and the agent's own query show it without a refetch. */
export function storeAgent(queryClient: QueryClient, agent: SearchAgent): void {
  queryClient.setQueryData(agentKey(agent.id), agent);
  queryClient.setQueryData<SearchAgentList>(agentListKey, (list) =>
    list ? { ...list, results: list.results.map((item) => (item.id === agent.id ? agent : item)) } : list,
  );
}

/** Changes one agent's `new_matches` in the cached list and agent (the sidebar's badge sums them). */
export function setNewMatches(queryClient: QueryClient, id: number, change: (count: number) => number): void {
  queryClient.setQueryData<SearchAgentList>(agentListKey, (list) =>
    list
      ? { ...list, results: list.results.map((item) => (item.id === id ? { ...item, new_matches: change(item.new_matches) } : item)) }
      : list,
  );
  queryClient.setQueryData<SearchAgent>(agentKey(id), (agent) => (agent ? { ...agent, new_matches: change(agent.new_matches) } : agent));
}

type EntryPages = { pages: EntryPage[]; pageParams: unknown[] };

/** A live match goes on top of the agent's open list (newest match first); an entry already listed moves up. */
export function prependAgentEntry(queryClient: QueryClient, id: number, entry: Entry): void {
  queryClient.setQueriesData<EntryPages>({ queryKey: agentEntriesKey(id) }, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page, index) => {
      const rest = page.results.filter((item) => item.uid !== entry.uid);
      return { ...page, results: index === 0 ? [entry, ...rest] : rest };
    });
    return { ...data, pages };
  });
}
