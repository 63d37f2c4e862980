import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEntry, createUser, readMails } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { waitForQueuedMail } from '../../jobs/jobs.test-helpers';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DIGEST_WINDOW_MS, sendEntryDigests } from './entry-digest.service';

const minutes = (n: number) => n * 60 * 1000;

/** Issue 12 / decision 015: the digest names places in the recipient's stored language. */
describe('new-entries digest places', () => {
  const config = testConfig({ publicUrl: 'https://exchange.example' });
  const ctx = useTestApp({ config });

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
  });

  it('names GeoNames cities and countries in each recipient’s language, a hand-added city as typed', async () => {
    const db = ctx.database.db;
    const start = new Date(Date.now() + minutes(60));
    const readers = await createCompany(db);
    const subscriber = (language: string) =>
      createUser(db, { companyId: readers.id, language, shouldReceiveTruckEmails: true, truckDigestSentAt: start });
    const [de, ro, en] = [await subscriber('de'), await subscriber('ro'), await subscriber('en')];
    const publisher = await createCompany(db);
    await createEntry(db, {
      companyId: publisher.id,
      userId: (await createUser(db, { companyId: publisher.id, password: null })).id,
      createdAt: new Date(start.getTime() + minutes(1)),
      validUntil: new Date(start.getTime() + minutes(10_000)),
      loadingCountry: 'DE',
      loadingCityId: TEST_CITY_IDS.munich,
      loadingCityName: 'Muenchen',
      unloadingCountry: 'DE',
      unloadingCityId: null,
      unloadingCityName: 'Kleinhausen am Bach',
    });

    expect(
      await sendEntryDigests(
        { db, mail: ctx.app.mail, publicUrl: config.publicUrl },
        new Date(start.getTime() + DIGEST_WINDOW_MS + minutes(2)),
      ),
    ).toBe(3);
    await waitForQueuedMail(db);
    const textTo = async (email: string) => (await readMails(config.dataDir)).find((mail) => mail.to === email)?.text ?? '';
    expect(await textTo(de.email)).toContain('München, Deutschland → Kleinhausen am Bach, Deutschland');
    expect(await textTo(ro.email)).toContain('München, Germania → Kleinhausen am Bach, Germania');
    expect(await textTo(en.email)).toContain('Munich, Germany → Kleinhausen am Bach, Germany');
  });
});
