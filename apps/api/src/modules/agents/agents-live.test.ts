import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import type { TestSocket } from '../../test/ws-client';
import { entryBody } from '../entries/entries.test-helpers';
import { agentMatchesOf, createAgentAs, publishAs, settle, useAgentSockets } from './agents.test-helpers';

/** Issue 17 item 2: a matching write reaches the agent's member live, once per socket, never the publisher's company. */
describe('search agents: live matches', () => {
  const ctx = useTestApp();
  const live = useAgentSockets(ctx);

  it('sends agent_match with the agent and the entry to each of the member’s sockets exactly once', async () => {
    const db = ctx.database.db;
    const publishing = await createCompany(db);
    const publisher = (await createUser(db, { companyId: publishing.id, password: null })).id;
    const colleague = (await createUser(db, { companyId: publishing.id, password: null })).id;
    const member = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const bystander = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;

    // One broad agent (its matches read from the entries) and one whose matches are stored (migration 0018).
    const agent = await createAgentAs(ctx.app, member, { name: 'To Hungary', form_type: 'truck', filters: { unloading_country: 'HU' } });
    const pair = await createAgentAs(ctx.app, member, {
      name: 'Romania to Hungary',
      form_type: 'truck',
      filters: { loading_country: 'RO', unloading_country: 'HU' },
    });
    await createAgentAs(ctx.app, member, { name: 'Paused', form_type: 'truck', filters: { unloading_country: 'HU' }, paused: true });
    const wares = await createAgentAs(ctx.app, member, { name: 'Wares only', form_type: 'ware' });
    // The publisher's colleague has a fitting agent: their own company's entry never matches it.
    await createAgentAs(ctx.app, colleague, { name: 'Own', form_type: 'truck' });

    const [english, german] = [await live.open(member, 'en'), await live.open(member, 'de')];
    const [own, other] = [await live.open(colleague), await live.open(bystander)];

    const entry = await publishAs(ctx.app, publisher, entryBody('truck', new Date()));
    await settle([english, german], 2);
    for (const client of [english, german]) {
      expect(agentMatchesOf(client).map((message) => [message.agent_id, message.entry_data.uid])).toEqual([
        [agent.id, entry.uid],
        [pair.id, entry.uid],
      ]);
      expect(agentMatchesOf(client)[0]?.entry_data).toMatchObject({
        is_own: false,
        can_manage: false,
        identification_id: entry.identification_id,
      });
    }
    const countryOf = (client: TestSocket) =>
      (agentMatchesOf(client)[0]?.entry_data.unloading_location as { countryName: { name: string } }).countryName.name;
    expect([countryOf(english), countryOf(german)]).toEqual(['Hungary', 'Ungarn']);
    expect(agentMatchesOf(own)).toEqual([]);
    expect(agentMatchesOf(other)).toEqual([]);
    // The entry event itself still reaches every socket as before.
    expect(other.messages.some((message) => message.type === 'truck_create' && message.entry_data?.uid === entry.uid)).toBe(true);

    // A ware to Hungary matches the ware agent only, not the truck one.
    const ware = await publishAs(ctx.app, publisher, entryBody('ware', new Date()));
    await settle([english], 3);
    expect(agentMatchesOf(english).map((message) => [message.agent_id, message.entry_data.uid])).toEqual([
      [agent.id, entry.uid],
      [pair.id, entry.uid],
      [wares.id, ware.uid],
    ]);
  });
});
