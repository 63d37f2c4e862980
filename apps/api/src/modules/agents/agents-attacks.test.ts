import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT } from '@freight/shared/contact-in-text';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { bearer, entryBody } from '../entries/entries.test-helpers';
import { agentMatchesOf, createAgentAs, publishAs, settle, useAgentSockets } from './agents.test-helpers';

/** An attacker with a member account of one company, reading or changing what belongs to another member or company. */
describe('search agents: attacks', () => {
  const ctx = useTestApp();
  const live = useAgentSockets(ctx);

  it('a live agent_match carries the entry as other companies read it: contacts staff have not cleared stay hidden', async () => {
    const db = ctx.database.db;
    const poster = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const reader = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    await createAgentAs(ctx.app, reader, { name: 'Everything', form_type: 'ware' });
    const client = await live.open(reader);

    // A phone the poster's company never registered: other companies read it masked until staff clear it (issue 33 item 4).
    const notes = 'Rampa 2, sunați la +40 733 999 888 (Ion)';
    const entry = await publishAs(ctx.app, poster, entryBody('ware', new Date(), { notes }));
    expect(entry.notes_contacts_hidden).toBe(true);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/ware-requests/${entry.uid}/`, headers: await bearer(ctx.app, reader) });
    const masked = (read.json() as { notes: string }).notes;
    expect(masked).toContain(HIDDEN_CONTACT);

    await settle([client], 1);
    const [match] = agentMatchesOf(client);
    expect(match?.entry_data.uid).toBe(entry.uid);
    expect(match?.entry_data.notes).toBe(masked);
    expect(JSON.stringify(match)).not.toContain('733 999 888');
    // What only the poster's own company reads stays out as well.
    expect(match?.entry_data).not.toHaveProperty('notes_for_others');
    expect(match?.entry_data).not.toHaveProperty('gone_reports');
  });

  it('another member’s agent, also a colleague’s, is not found, changed, deleted or listed', async () => {
    const db = ctx.database.db;
    const companyId = (await createCompany(db)).id;
    const owner = (await createUser(db, { companyId, role: 'employee', password: null })).id;
    const colleagueAdmin = (await createUser(db, { companyId, role: 'admin', password: null })).id;
    const stranger = (await createUser(db, { companyId: (await createCompany(db)).id, role: 'admin', password: null })).id;
    const agent = await createAgentAs(ctx.app, owner, { name: 'Mine', form_type: 'truck' });

    for (const attacker of [colleagueAdmin, stranger]) {
      const headers = await bearer(ctx.app, attacker);
      const base = `/api/search-agents/${agent.id}`;
      const answers = await Promise.all([
        ctx.app.inject({ method: 'GET', url: `${base}/`, headers }),
        ctx.app.inject({ method: 'PATCH', url: `${base}/`, headers, payload: { name: 'Taken over' } }),
        ctx.app.inject({ method: 'GET', url: `${base}/entries/`, headers }),
        ctx.app.inject({ method: 'DELETE', url: `${base}/`, headers }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/search-agents/', headers });
      expect((list.json() as { results: { id: number }[] }).results.map((row) => row.id)).not.toContain(agent.id);
    }
    const still = await ctx.app.inject({ method: 'GET', url: `/api/search-agents/${agent.id}/`, headers: await bearer(ctx.app, owner) });
    expect(still.json()).toMatchObject({ name: 'Mine' });
  });
});
