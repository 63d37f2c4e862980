import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SearchAgent, SearchAgentCreateInput } from '@freight/shared/agents';
import type { Entry, EntryPage, EntryInput } from '@freight/shared/entries';
import { openAuthenticated, type TestSocket, type WsMessage } from '../../test/ws-client';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import type { TestApp } from '../../test/use-test-app';
import { bearer } from '../entries/entries.test-helpers';

/** POST /api/search-agents/ as `userId`; answers the created agent (201 expected). */
export async function createAgentAs(app: FastifyInstance, userId: number, body: SearchAgentCreateInput): Promise<SearchAgent> {
  const response = await app.inject({ method: 'POST', url: '/api/search-agents/', headers: await bearer(app, userId), payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SearchAgent;
}

/** The uids of an agent's matching entries, newest match first. */
export async function agentEntryUids(app: FastifyInstance, userId: number, agentId: number): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search-agents/${agentId}/entries/?limit=200`,
    headers: await bearer(app, userId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as EntryPage).results.map((entry) => entry.uid);
}

export async function listAgentsOf(app: FastifyInstance, userId: number): Promise<SearchAgent[]> {
  const response = await app.inject({ method: 'GET', url: '/api/search-agents/', headers: await bearer(app, userId) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: SearchAgent[] }).results;
}

/** Publishes an entry through the API (so the agents' trigger sees it as members' entries are written). */
export async function publishAs(app: FastifyInstance, userId: number, body: EntryInput): Promise<Entry> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${body.form_type}-requests/create/`,
    headers: await bearer(app, userId),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Entry;
}

export type AgentMatch = WsMessage & {
  agent_id: number;
  entry_data: { uid: string; is_own: boolean; can_manage: boolean } & Record<string, unknown>;
};

export const agentMatchesOf = (client: TestSocket) => client.messages.filter((message) => message.type === 'agent_match') as AgentMatch[];

/** Waits until each socket got `count` agent matches, then a little longer, so that a second copy would have come. */
export async function settle(clients: TestSocket[], count: number): Promise<void> {
  for (let waited = 0; clients.some((client) => agentMatchesOf(client).length < count); waited += 20) {
    if (waited > 5000) throw new Error('agent_match did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

export const connect = async (app: FastifyInstance, url: string, userId: number, lang = 'en') =>
  openAuthenticated(url, (await bearer(app, userId)).authorization.slice('Bearer '.length), undefined, lang);

/** Starts the app listening on a free port; answers its websocket address. */
export const wsUrlOf = async (app: FastifyInstance) =>
  `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws/updates/`;

/** A file's live sockets: the app listens and the cities are seeded once; every socket opened is closed after the file. */
export function useAgentSockets(ctx: TestApp) {
  let url = '';
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    url = await wsUrlOf(ctx.app);
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });
  return {
    async open(userId: number, lang = 'en') {
      const client = await connect(ctx.app, url, userId, lang);
      sockets.push(client);
      return client;
    },
  };
}
