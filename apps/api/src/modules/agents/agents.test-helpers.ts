import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SearchAgent, SearchAgentCreateInput } from '@freight/shared/agents';
import type { Entry, EntryPage, ListingInput } from '@freight/shared/listings';
import { bearer } from '../listings/listings.test-helpers';

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
export async function publishAs(app: FastifyInstance, userId: number, body: ListingInput): Promise<Entry> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${body.form_type}-requests/create/`,
    headers: await bearer(app, userId),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Entry;
}
