import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UI_LANGUAGES } from '@freight/shared/languages';
import type { Entry } from '@freight/shared/entries';
import { userAddedCities } from '../../db/schema-entries';
import { entryEvents } from '../../db/schema-realtime';
import { createCompany, createEntry, createUser } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { EVENT_CITY_NAMES } from './entry-places.service';
import { bearer, entryBody } from './entries.test-helpers';
import { getEntry } from './entries.service';
import type { Caller } from './entry-permissions.service';

/**
 * Issue 15: a publish is one statement (entry, outbox event and NOTIFY), its answer and its event made
 * from the values it inserts plus what only the database knows. They must be what a read of the entry
 * gives, to the digit.
 */
describe('publishing in one statement', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  let caller: Caller;

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const company = await createCompany(ctx.database.db, { fax: '+40 256 000 000', website: 'https://example.com' });
    const user = await createUser(ctx.database.db, {
      companyId: company.id,
      password: null,
      phone: '722 000 000',
      spokenLanguages: ['ro', 'de'],
      hasWhatsApp: true,
    });
    caller = { userId: user.id, companyId: company.id, role: 'admin' };
  });
  afterEach(() => vi.restoreAllMocks());

  const publish = async (body: object, query = '') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/truck-requests/create/${query}`,
      headers: await bearer(ctx.app, caller.userId),
      payload: body,
    });
  const read = async (uid: string, query = '') =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/${uid}/${query}`, headers: await bearer(ctx.app, caller.userId) })
    ).json();
  const eventsOf = (uid: string) => ctx.database.db.select().from(entryEvents).where(eq(entryEvents.entryUid, uid));

  it('answers the entry as a read gives it (numbers as stored), and its event carries the same entry', async () => {
    const body = entryBody('truck', now, {
      info: { weight: 12.345, volume: 40.005, mdp: 7.2, price: 1234.567, currency: 'EUR', vat_type: true, payment_term: 45 },
    });
    const response = await publish(body, '?lang=hu');
    expect(response.statusCode, response.body).toBe(201);
    const answered = response.json() as Entry;
    expect(answered).toEqual(await read(answered.uid, '?lang=hu'));
    // numeric(8,2) and numeric(12,2) keep two decimals (half away from zero).
    expect(answered.info).toMatchObject({ weight: 12.35, volume: 40.01, mdp: 7.2, price: 1234.57 });
    expect(answered.loading_location.cityName).toBe('Temesvár');
    expect(answered.user).toMatchObject({ id: caller.userId, phone: '722 000 000', spoken_languages: ['ro', 'de'], hasWhatsApp: true });
    expect(answered.company).toMatchObject({ id: caller.companyId, fax: '+40 256 000 000', website: 'https://example.com' });

    const [event, ...others] = await eventsOf(answered.uid);
    expect(others).toEqual([]);
    expect([event?.type, event?.formType, event?.companyId]).toEqual(['create', 'truck', caller.companyId]);
    const { [EVENT_CITY_NAMES]: names, ...carried } = event!.entryData as Entry & {
      [EVENT_CITY_NAMES]: Record<string, Record<string, string>>;
    };
    // The event holds the entry as its owner reads it, places as typed (the hub names them per reader)...
    const { reputation, ...company } = carried.company;
    expect({ ...carried, company }).toEqual(await getEntry(ctx.database.db, 'truck', answered.uid, caller, now));
    // ...with its company's badge as the entry's page shows it: a cached search takes the entry in from its event.
    expect(reputation).toBeDefined();
    expect(reputation).toEqual(answered.company.reputation);
    expect(Object.keys(names).sort()).toEqual([...UI_LANGUAGES].sort());
    expect(names.hu).toEqual({ [TEST_CITY_IDS.timisoara]: 'Temesvár', [TEST_CITY_IDS.budapest]: 'Budapest' });
  });

  it('draws another identification id when the drawn one is taken, and publishes once', async () => {
    const taken = await createEntry(ctx.database.db, { companyId: caller.companyId, userId: caller.userId, identificationId: 'TR-222222' });
    const body = entryBody('truck', now, { uid: crypto.randomUUID() });
    const headers = await bearer(ctx.app, caller.userId);
    // The first draw is TR-222222 (the first letter of the alphabet six times), then chance again.
    const draw = vi.spyOn(crypto, 'randomInt');
    for (let i = 0; i < 6; i++) draw.mockReturnValueOnce(0 as never);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/truck-requests/create/', headers, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as Entry;
    expect(entry.uid).toBe(body.uid);
    expect(entry.identification_id).not.toBe(taken.identificationId);
    expect((await eventsOf(entry.uid)).map((event) => event.type)).toEqual(['create']);
  });

  it('adds no hand-added city for a publish refused for its other city', async () => {
    const body = entryBody('truck', now);
    const refused = await publish({
      ...body,
      loading_location: { ...body.loading_location, external_city_id: '', city_display_name: 'Satu Nou de Test' },
      unloading_location: { ...body.unloading_location, external_city_id: 999_999_999 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'unloading_location.external_city_id': ['city_unknown'] });
    const named = await ctx.database.db
      .select()
      .from(userAddedCities)
      .where(sql`${userAddedCities.name} = 'Satu Nou de Test'`);
    expect(named).toEqual([]);
  });
});
