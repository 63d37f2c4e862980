import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchAgent } from '@freight/shared/agents';
import { waitForQueuedMail } from '../../jobs/jobs.test-helpers';
import { users } from '../../db/schema';
import { readOutbox } from '../../mail/mailer';
import { createCompany, createUser, readMails } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { bearer, entryBody } from '../entries/entries.test-helpers';
import { sendAgentMails } from './agent-mail.service';
import { createAgentAs, publishAs } from './agents.test-helpers';

const PUBLIC_URL = 'https://exchange.example';
const minutes = (n: number) => n * 60 * 1000;

/** Issue 17 item 3: e-mail per agent, batched or daily at a local hour, in the member's language, with an unsubscribe link. */
describe('search agents: e-mail', () => {
  const config = testConfig({ publicUrl: PUBLIC_URL });
  const ctx = useTestApp({ config, clock: () => now });
  let now = new Date('2026-03-02T09:00:00Z');
  let publisher = 0;
  const at = (iso: string) => (now = new Date(iso));
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  /** A mail run at `now` (as the schedule would start it), then the wait until its mails are in the outbox. */
  const run = async () => {
    const queued = await sendAgentMails({ db: ctx.database.db, mail: ctx.app.mail, publicUrl: PUBLIC_URL }, now);
    await waitForQueuedMail(ctx.database.db);
    return queued;
  };
  const mailsTo = async (email: string) => (await readMails(config.dataDir)).filter((mail) => mail.to === email);
  const newMember = async (language: string) =>
    createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db)).id, language });
  const publishTruck = (unloadingCountry: 'HU' | 'AT' = 'HU') => {
    const body = entryBody('truck', now);
    if (unloadingCountry === 'AT')
      body.unloading_location = { ...body.unloading_location, country: 'AT', external_city_id: null, city_display_name: 'Linz' };
    return publishAs(ctx.app, publisher, body);
  };

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    publisher = (await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db)).id, password: null })).id;
  });

  it('instant: matches within 15 minutes share one mail, in the member’s language, with the agent’s link and an unsubscribe link', async () => {
    at('2026-03-02T09:00:00Z');
    const member = await newMember('de');
    const agent = await createAgentAs(ctx.app, member.id, {
      name: 'Nach Ungarn',
      form_type: 'truck',
      // A country pair: its matches are stored; the daily test's agent is broad, read from the entries (migration 0018).
      filters: { loading_country: 'RO', unloading_country: 'HU' },
      email_alerts: 'instant',
    });
    // Live before the agent existed: listed, never mailed.
    later(minutes(1));
    const first = await publishTruck();
    later(minutes(5));
    const second = await publishTruck();
    await publishTruck('AT');

    later(minutes(1));
    expect(await run()).toBe(1);
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('Suchagent „Nach Ungarn“: 2 neue Treffer');
    expect(mail?.text).toContain('Neue Laderaumangebote passen zu Ihrem Suchagenten „Nach Ungarn“:');
    expect(mail?.text.indexOf(second.identification_id)).toBeLessThan(mail?.text.indexOf(first.identification_id) ?? 0);
    expect(mail?.text).toContain('Temeswar, Rumänien → Budapest, Ungarn');
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/search-agents/${agent.id}\n`);
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/search-agents/unsubscribe\\?token=[\\w-]{40,}`));

    // A match 2 minutes after the mail waits for the end of the 15 minutes; two runs at once send it once.
    later(minutes(2));
    const third = await publishTruck();
    later(minutes(1));
    expect(await run()).toBe(0);
    later(minutes(12));
    const [one, two] = await Promise.all([run(), run()]);
    expect(one + two).toBe(1);
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Suchagent „Nach Ungarn“: 1 neuer Treffer');
    expect(mails[1]?.text).toContain(third.identification_id);
    expect(mails[1]?.text).not.toContain(first.identification_id);
    // Nothing new: nothing sent.
    later(minutes(20));
    expect(await run()).toBe(0);
  });

  it('daily: one mail at the chosen hour of the member’s time zone, then the next day', async () => {
    at('2026-03-05T09:00:00Z');
    const member = await newMember('en');
    // 07:00 in Bucharest is 05:00 UTC in March (EET, UTC+2).
    const agent = await createAgentAs(ctx.app, member.id, {
      name: 'Morning trucks',
      form_type: 'truck',
      filters: { unloading_country: 'HU' },
      email_alerts: 'daily',
      email_hour: 7,
      time_zone: 'Europe/Bucharest',
    });
    later(minutes(60));
    const entry = await publishTruck();
    later(minutes(30));
    const another = await publishTruck();
    // Other tests' agents match these trucks too: this member's mails are what counts.
    at('2026-03-06T04:59:00Z');
    await run();
    expect(await mailsTo(member.email)).toHaveLength(0);
    at('2026-03-06T05:00:30Z');
    await run();
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('Search agent "Morning trucks": 2 new matches');
    expect(mail?.text).toContain(entry.identification_id);
    expect(mail?.text).toContain(another.identification_id);
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/search-agents/${agent.id}\n`);

    // Later the same day a new match waits for tomorrow's hour.
    at('2026-03-06T06:00:00Z');
    const tomorrow = await publishTruck();
    await run();
    expect(await mailsTo(member.email)).toHaveLength(1);
    at('2026-03-07T05:01:00Z');
    await run();
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(tomorrow.identification_id);
    expect(mails[1]?.subject).toBe('Search agent "Morning trucks": 1 new match');
  });

  it('writes the mail in each of the five languages', async () => {
    at('2026-03-10T09:00:00Z');
    const subjects: Record<string, string> = {
      en: 'Search agent "Hungary": 1 new match',
      ro: 'Agent de căutare „Hungary”: 1 potrivire nouă',
      de: 'Suchagent „Hungary“: 1 neuer Treffer',
      hu: '„Hungary” keresőügynök: 1 új találat',
      fr: 'Agent de recherche « Hungary » : 1 nouveau résultat',
    };
    const members = await Promise.all(Object.keys(subjects).map(async (language) => [language, await newMember(language)] as const));
    for (const [, member] of members)
      await createAgentAs(ctx.app, member.id, {
        name: 'Hungary',
        form_type: 'truck',
        filters: { unloading_country: 'HU' },
        email_alerts: 'instant',
      });
    later(minutes(1));
    await publishTruck();
    later(minutes(1));
    await run();
    for (const [language, member] of members)
      expect([language, (await mailsTo(member.email))[0]?.subject]).toEqual([language, subjects[language]]);
  });

  it('mails only members who may sign in: not one invited (no password set yet), nor one deactivated', async () => {
    at('2026-03-15T09:00:00Z');
    const [invited, deactivated, member] = [await newMember('en'), await newMember('en'), await newMember('en')];
    for (const one of [invited, deactivated, member])
      await createAgentAs(ctx.app, one.id, { name: 'Any truck', form_type: 'truck', email_alerts: 'instant' });
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, invited.id));
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    later(minutes(1));
    await publishTruck();
    later(minutes(1));
    await run();
    const mailed = async (one: { email: string }) => (await mailsTo(one.email)).length;
    expect([await mailed(invited), await mailed(deactivated), await mailed(member)]).toEqual([0, 0, 1]);
  });

  it('unsubscribes that agent only, without login; a wrong token answers 404', async () => {
    at('2026-03-20T09:00:00Z');
    const member = await newMember('en');
    const agent = await createAgentAs(ctx.app, member.id, { name: 'Mailed', form_type: 'truck', email_alerts: 'instant' });
    const sibling = await createAgentAs(ctx.app, member.id, { name: 'Sibling', form_type: 'truck', email_alerts: 'daily', email_hour: 8 });
    later(minutes(1));
    await publishTruck();
    later(minutes(1));
    await run();
    const [mail] = await mailsTo(member.email);
    // The mail links to the web page, which posts the token to the API (no login).
    const link = /https:\/\/exchange\.example\/search-agents\/unsubscribe\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const token = link!;

    const wrong = await ctx.app.inject({ method: 'GET', url: `/api/search-agents/unsubscribe/?token=${token.slice(1)}x` });
    expect([wrong.statusCode, wrong.json<{ code: string }>().code]).toEqual([404, 'not_found']);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/search-agents/unsubscribe/' });
    expect(empty.statusCode, empty.body).toBe(404);

    const done = await ctx.app.inject({ method: 'GET', url: `/api/search-agents/unsubscribe/?token=${token}` });
    expect([done.statusCode, done.json()]).toEqual([200, { status: 'unsubscribed', name: 'Mailed' }]);
    // POST (the web page) with the token in a body does the same.
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/search-agents/unsubscribe/', payload: { token } });
    expect(posted.statusCode).toBe(200);
    // A mail program's one-click button (RFC 8058): the List-Unsubscribe header's address (folded onto the next
    // line, as long header fields are), posted as a form.
    const raw = readOutbox(path.join(config.dataDir, 'outbox')).find((file) => file.content.includes(token))?.content ?? '';
    const header = /^List-Unsubscribe:\s+<https:\/\/exchange\.example(\/api\/search-agents\/unsubscribe\/\?token=[\w-]+)>$/m.exec(raw)?.[1];
    expect(header).toBe(`/api/search-agents/unsubscribe/?token=${token}`);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: header!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([oneClick.statusCode, oneClick.json()]).toEqual([200, { status: 'unsubscribed', name: 'Mailed' }]);

    const read = async (one: SearchAgent) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/search-agents/${one.id}/`, headers: await bearer(ctx.app, member.id) })
      ).json<SearchAgent>();
    expect((await read(agent)).email_alerts).toBe('off');
    expect((await read(sibling)).email_alerts).toBe('daily');
    // No more mail for it.
    later(minutes(20));
    await publishTruck();
    later(minutes(1));
    await run();
    expect(await mailsTo(member.email)).toHaveLength(1);
  });
});
