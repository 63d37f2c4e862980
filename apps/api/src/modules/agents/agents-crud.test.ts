import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_AGENTS_MAX, type SearchAgent } from '@freight/shared/agents';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from '../entries/entries.test-helpers';
import { createAgentAs, listAgentsOf } from './agents.test-helpers';

/** Issue 17 item 1: a member's saved searches, theirs alone, at most 20, every input checked by the shared schema. */
describe('search agents: create, read, change, delete', () => {
  const ctx = useTestApp({ clock: () => now });
  let owner = 0;
  let stranger = 0;
  const now = new Date('2026-03-02T09:00:00Z');

  const call = async (userId: number, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: await bearer(ctx.app, userId), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    owner = (await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db)).id, password: null })).id;
    stranger = (await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db)).id, password: null })).id;
  });

  it('saves the filters of a search under a name and answers them as saved', async () => {
    const agent = await createAgentAs(ctx.app, owner, {
      name: '  Romania → Germany, 24 t ',
      form_type: 'ware',
      filters: {
        loading_country: 'RO',
        loading_city: TEST_CITY_IDS.timisoara,
        loading_radius: 100,
        unloading_country: 'DE',
        max_weight: 24,
        max_mdp: 13.6,
        loading_date_from: '2026-03-05',
        loading_date_to: '2026-03-09',
        platform_type: [1, 3],
        // Unset filters as a form sends them.
        unloading_city: null,
        identification_id: undefined,
      } as never,
      email_alerts: 'daily',
      email_hour: 7,
      time_zone: 'Europe/Bucharest',
    });
    expect(agent).toEqual({
      id: expect.any(Number) as number,
      name: 'Romania → Germany, 24 t',
      form_type: 'ware',
      filters: {
        loading_country: 'RO',
        loading_city: TEST_CITY_IDS.timisoara,
        loading_radius: 100,
        unloading_country: 'DE',
        max_weight: 24,
        max_mdp: 13.6,
        loading_date_from: '2026-03-05',
        loading_date_to: '2026-03-09',
        platform_type: [1, 3],
      },
      paused: false,
      email_alerts: 'daily',
      email_hour: 7,
      time_zone: 'Europe/Bucharest',
      new_matches: 0,
      last_opened_at: now.toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    const read = await call(owner, 'GET', `/api/search-agents/${agent.id}/`);
    expect(read.json()).toEqual(agent);
    expect((await listAgentsOf(ctx.app, owner)).map((one) => one.id)).toContain(agent.id);
  });

  it('renames, pauses, changes filters and e-mail with PATCH, and deletes', async () => {
    const agent = await createAgentAs(ctx.app, owner, {
      name: 'Trucks from Hungary',
      form_type: 'truck',
      filters: { loading_country: 'HU' },
    });
    expect([agent.email_alerts, agent.time_zone, agent.paused]).toEqual(['off', 'UTC', false]);

    const renamed = await call(owner, 'PATCH', `/api/search-agents/${agent.id}/`, { name: 'Hungary trucks', paused: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect([renamed.json<SearchAgent>().name, renamed.json<SearchAgent>().paused]).toEqual(['Hungary trucks', true]);

    const refiltered = await call(owner, 'PATCH', `/api/search-agents/${agent.id}/`, {
      filters: { unloading_country: 'AT', truck_type: [4, 5] },
      email_alerts: 'instant',
    });
    expect(refiltered.statusCode, refiltered.body).toBe(200);
    expect(refiltered.json<SearchAgent>()).toMatchObject({
      name: 'Hungary trucks',
      paused: true,
      filters: { unloading_country: 'AT', truck_type: [4, 5] },
      email_alerts: 'instant',
    });

    const deleted = await call(owner, 'DELETE', `/api/search-agents/${agent.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/search-agents/${agent.id}/`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/search-agents/${agent.id}/`)).statusCode).toBe(404);
  });

  it("answers another member's agent 404 on every call and leaves it unchanged", async () => {
    const agent = await createAgentAs(ctx.app, owner, { name: 'Mine', form_type: 'truck' });
    const paths: ['GET' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', `/api/search-agents/${agent.id}/`],
      ['GET', `/api/search-agents/${agent.id}/entries/`],
      ['GET', `/api/search-agents/${agent.id}/matches/`],
      ['PATCH', `/api/search-agents/${agent.id}/`, { name: 'Stolen', paused: true }],
      ['DELETE', `/api/search-agents/${agent.id}/`],
    ];
    for (const [method, url, payload] of paths) {
      const response = await call(stranger, method, url, payload);
      expect([method, url, response.statusCode, response.json<{ code: string }>().code]).toEqual([method, url, 404, 'not_found']);
    }
    expect((await listAgentsOf(ctx.app, stranger)).map((one) => one.id)).not.toContain(agent.id);
    const mine = await call(owner, 'GET', `/api/search-agents/${agent.id}/`);
    expect(mine.json<SearchAgent>()).toMatchObject({ name: 'Mine', paused: false });
  });

  it(`keeps at most ${SEARCH_AGENTS_MAX} agents per member: the next one answers a clear 400`, async () => {
    const member = (await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db)).id, password: null })).id;
    await Promise.all(
      Array.from({ length: SEARCH_AGENTS_MAX }, (_, index) =>
        createAgentAs(ctx.app, member, { name: `Agent ${index}`, form_type: 'truck' }),
      ),
    );
    const refused = await call(member, 'POST', '/api/search-agents/', { name: 'One too many', form_type: 'truck' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      request_id: expect.any(String),
      code: 'validation_failed',
      detail: `A member keeps at most ${SEARCH_AGENTS_MAX} search agents; delete one first.`,
      fields: { search_agents: ['limit_reached'] },
    });
    expect(await listAgentsOf(ctx.app, member)).toHaveLength(SEARCH_AGENTS_MAX);
    // Another member is not concerned by this one's limit.
    await createAgentAs(ctx.app, stranger, { name: 'Still fine', form_type: 'ware' });
  });

  it('refuses invalid input field by field, in the DESIGN error shape', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ form_type: 'truck' }, { name: ['required'] }],
      [{ name: 'x'.repeat(81), form_type: 'truck' }, { name: ['too_long'] }],
      [{ name: 'A', form_type: 'boat' }, { form_type: ['form_type_invalid'] }],
      [{ name: 'A', form_type: 'truck', filters: { loading_radius: 50 } }, { 'filters.loading_radius': ['radius_needs_city'] }],
      [
        { name: 'A', form_type: 'truck', filters: { loading_city: TEST_CITY_IDS.timisoara, loading_radius: 30 } },
        { 'filters.loading_radius': ['radius_invalid'] },
      ],
      [
        { name: 'A', form_type: 'truck', filters: { loading_date_from: '2026-03-09', loading_date_to: '2026-03-05' } },
        { 'filters.loading_date_from': ['date_range_inverted'], 'filters.loading_date_to': ['date_range_inverted'] },
      ],
      [{ name: 'A', form_type: 'truck', filters: { loading_country: 'US' } }, { 'filters.loading_country': ['country_invalid'] }],
      [{ name: 'A', form_type: 'truck', filters: { max_weight: -1 } }, { 'filters.max_weight': ['negative'] }],
      [{ name: 'A', form_type: 'truck', filters: { truck_type: [9] } }, { 'filters.truck_type.0': ['option_invalid'] }],
      [{ name: 'A', form_type: 'truck', filters: { my: 'true' } }, { filters: ['unrecognized_keys'] }],
      [{ name: 'A', form_type: 'truck', email_alerts: 'daily' }, { email_hour: ['required'] }],
      [{ name: 'A', form_type: 'truck', email_alerts: 'daily', email_hour: 24 }, { email_hour: ['too_large'] }],
      [{ name: 'A', form_type: 'truck', time_zone: 'Mars/Olympus' }, { time_zone: ['time_zone_invalid'] }],
      [{ name: 'A', form_type: 'truck', filters: { loading_city: 999_999_999 } }, { 'filters.loading_city': ['city_unknown'] }],
    ];
    for (const [payload, fields] of cases) {
      const response = await call(owner, 'POST', '/api/search-agents/', payload);
      expect([JSON.stringify(payload), response.statusCode, response.json<{ fields: unknown }>().fields]).toEqual([
        JSON.stringify(payload),
        400,
        fields,
      ]);
    }
    // A PATCH that would leave a daily mail without its hour is refused too.
    const agent = await createAgentAs(ctx.app, owner, { name: 'Daily later', form_type: 'truck' });
    const patched = await call(owner, 'PATCH', `/api/search-agents/${agent.id}/`, { email_alerts: 'daily' });
    expect([patched.statusCode, patched.json<{ fields: unknown }>().fields]).toEqual([400, { email_hour: ['required'] }]);
    expect((await call(owner, 'GET', '/api/search-agents/not-a-number/')).statusCode).toBe(400);
  });

  it('documents every route in the OpenAPI document, from the shared schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/search-agents/'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/search-agents/{id}/'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(paths['/api/search-agents/{id}/entries/'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/search-agents/unsubscribe/'] ?? {}).sort()).toEqual(['get', 'post']);
  });

  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/search-agents/' });
    expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([401, 'not_authenticated']);
  });
});
