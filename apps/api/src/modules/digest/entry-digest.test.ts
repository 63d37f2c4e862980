import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createCompany, createEntry, createUser, readMails } from '../../test/factories';
import { waitForQueuedMail } from '../../jobs/jobs.test-helpers';
import { createTestApp, testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DIGEST_WINDOW_MS, sendEntryDigests } from './entry-digest.service';

const PUBLIC_URL = 'https://exchange.example';
const minutes = (n: number) => n * 60 * 1000;

describe('new-entries digest', () => {
  const config = testConfig({ publicUrl: PUBLIC_URL });
  const ctx = useTestApp({ config });
  const deps = () => ({ db: ctx.database.db, mail: ctx.app.mail, publicUrl: PUBLIC_URL });
  /** A digest run, then the wait until the mails it queued were sent (to the outbox). */
  const digests = async (now: Date) => {
    const queued = await sendEntryDigests(deps(), now);
    await waitForQueuedMail(ctx.database.db);
    return queued;
  };
  const mailsTo = async (email: string) => (await readMails(config.dataDir)).filter((mail) => mail.to === email);

  it('sends each subscriber, in their language, the other companies’ new valid entries once per window', async () => {
    const db = ctx.database.db;
    const start = new Date(Date.now() + minutes(60)); // later than every row made by the factories
    const own = await createCompany(db);
    const other = await createCompany(db);
    const subscriber = await createUser(db, {
      companyId: own.id,
      role: 'employee',
      language: 'ro',
      shouldReceiveTruckEmails: true,
      truckDigestSentAt: start,
      wareDigestSentAt: start,
    });
    const wareSubscriber = await createUser(db, { companyId: own.id, shouldReceiveWareEmails: true, wareDigestSentAt: start });
    const colleague = await createUser(db, { companyId: own.id, password: null });
    const publisher = await createUser(db, { companyId: other.id, password: null });
    const at = (offset: number) => new Date(start.getTime() + offset);

    const fresh = await createEntry(db, {
      companyId: other.id,
      userId: publisher.id,
      createdAt: at(minutes(2)),
      validUntil: at(minutes(10_000)),
    });
    const ownEntry = await createEntry(db, {
      companyId: own.id,
      userId: colleague.id,
      createdAt: at(minutes(3)),
      validUntil: at(minutes(10_000)),
    });
    const expired = await createEntry(db, {
      companyId: other.id,
      userId: publisher.id,
      createdAt: at(minutes(1)),
      validUntil: at(minutes(5)),
    });
    const old = await createEntry(db, {
      companyId: other.id,
      userId: publisher.id,
      createdAt: at(-minutes(1)),
      validUntil: at(minutes(10_000)),
    });
    const ware = await createEntry(db, {
      companyId: other.id,
      userId: publisher.id,
      formType: 'ware',
      platformTypes: [1],
      truckType: null,
      createdAt: at(minutes(4)),
      validUntil: at(minutes(10_000)),
    });

    // Not due yet: the window of 15 minutes since the last digest has not passed.
    expect(await digests(at(minutes(10)))).toBe(0);
    expect(await mailsTo(subscriber.email)).toHaveLength(0);

    const due = at(DIGEST_WINDOW_MS + minutes(1));
    expect(await digests(due)).toBe(2);
    const [mail] = await mailsTo(subscriber.email);
    expect(mail?.subject).toBe('Oferte noi de camioane pe Freight Exchange: 1');
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/search-trucks/${fresh.uid}`);
    expect(mail?.text).toContain(fresh.identificationId);
    // Never the subscriber's own company's entries, nor expired ones, nor those of an earlier window.
    for (const hidden of [ownEntry, expired, old]) expect(mail?.text).not.toContain(hidden.uid);
    expect(mail?.text).not.toContain('search-wares');
    const [wareMail] = await mailsTo(wareSubscriber.email);
    expect(wareMail?.text).toContain(`${PUBLIC_URL}/dashboard/search-wares/${ware.uid}`);

    // The same window is never sent twice, even by a second run (another process) at the same time.
    const [second, third] = await Promise.all([digests(due), digests(at(DIGEST_WINDOW_MS + minutes(5)))]);
    expect(second + third).toBe(0);
    expect(await mailsTo(subscriber.email)).toHaveLength(1);
    const [row] = await db.select({ sentAt: users.truckDigestSentAt }).from(users).where(eq(users.id, subscriber.id));
    expect(row?.sentAt?.toISOString()).toBe(due.toISOString());

    // Nothing new in the next window: no mail. Then a new entry is sent in the window after it.
    expect(await digests(at(2 * DIGEST_WINDOW_MS + minutes(2)))).toBe(0);
    const later = await createEntry(db, {
      companyId: other.id,
      userId: publisher.id,
      createdAt: at(2 * DIGEST_WINDOW_MS + minutes(5)),
      validUntil: at(minutes(10_000)),
    });
    expect(await digests(at(3 * DIGEST_WINDOW_MS + minutes(3)))).toBe(1);
    const mails = await mailsTo(subscriber.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(later.uid);
    expect(mails[1]?.text).not.toContain(fresh.uid);
  });

  it('never mails users who did not ask, who have no password yet, or whose company is inactive', async () => {
    const db = ctx.database.db;
    const start = new Date(Date.now() + minutes(600));
    const other = await createCompany(db);
    const publisher = await createUser(db, { companyId: other.id, password: null });
    const inactive = await createCompany(db, { status: 'inactive' });
    const quiet = await createUser(db, { truckDigestSentAt: start });
    const noPassword = await createUser(db, { password: null, shouldReceiveTruckEmails: true, truckDigestSentAt: start });
    const gone = await createUser(db, { companyId: inactive.id, shouldReceiveTruckEmails: true, truckDigestSentAt: start });
    await createEntry(db, {
      companyId: other.id,
      userId: publisher.id,
      createdAt: new Date(start.getTime() + minutes(1)),
      validUntil: new Date(start.getTime() + minutes(10_000)),
    });
    await digests(new Date(start.getTime() + minutes(20)));
    for (const user of [quiet, noPassword, gone]) expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('never lists the entries of a company that is deactivated (issue 11: gone from every other member’s view)', async () => {
    const db = ctx.database.db;
    const start = new Date(Date.now() + minutes(1200));
    const subscriber = await createUser(db, { shouldReceiveTruckEmails: true, truckDigestSentAt: start });
    const banned = await createCompany(db, { status: 'inactive' });
    const live = await createCompany(db);
    const entryOf = async (companyId: number) =>
      createEntry(db, {
        companyId,
        userId: (await createUser(db, { companyId, password: null })).id,
        createdAt: new Date(start.getTime() + minutes(1)),
        validUntil: new Date(start.getTime() + minutes(10_000)),
      });
    const hidden = await entryOf(banned.id);
    const shown = await entryOf(live.id);
    await digests(new Date(start.getTime() + minutes(20)));
    const [mail] = await mailsTo(subscriber.email);
    expect(mail?.text).toContain(shown.uid);
    expect(mail?.text).not.toContain(hidden.uid);
    expect(mail?.subject).toMatch(/: 1$/);
  });

  it('runs on the app’s own timer (ENTRY_DIGEST_INTERVAL_MS) until the app closes', async () => {
    const timed = await createTestApp({ config: { ...config, entryDigestIntervalMs: 200 } });
    try {
      const db = timed.database.db;
      const other = await createCompany(db);
      const publisher = await createUser(db, { companyId: other.id, password: null });
      const subscriber = await createUser(db, { shouldReceiveWareEmails: true, wareDigestSentAt: new Date(Date.now() - minutes(60)) });
      const entry = await createEntry(db, {
        companyId: other.id,
        userId: publisher.id,
        formType: 'ware',
        platformTypes: [2],
        truckType: null,
        createdAt: new Date(Date.now() - minutes(10)),
      });
      // The first period's run waits for the queue's start and a worker's poll: seconds on a loaded machine.
      await expect.poll(async () => (await mailsTo(subscriber.email)).length, { timeout: 20_000 }).toBe(1);
      expect((await mailsTo(subscriber.email))[0]?.text).toContain(entry.uid);
    } finally {
      await timed.close();
    }
  });
});
