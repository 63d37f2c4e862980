import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database, type DbHandle } from '../db/client';
import { users } from '../db/schema';
import { createMailer, type MailMessage } from '../mail/mailer';
import { DIGEST_WINDOW_MS, sendEntryDigests } from '../modules/digest/entry-digest.service';
import { createCompany, createEntry, createUser, requestPasswordReset, waitForMail } from '../test/factories';
import { createPostgresTestDatabase, createTestDatabase, testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { createJobQueue, type JobQueue } from './job-queue';
import { createQueuedMailer, defineMailQueue, workMail } from './mail-jobs';
import { mailJobsLeft, waitForQueuedMail } from './jobs.test-helpers';

const log = pino({ level: 'silent' });
const minutes = (n: number) => n * 60 * 1000;

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every stored job of pg-boss (live and archived) whose data or output holds `needle`. */
const jobsHolding = async (db: Database, needle: string) => {
  const pattern = `%${needle}%`;
  const live = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM pgboss.job WHERE data::text LIKE ${pattern} OR coalesce(output::text, '') LIKE ${pattern}`,
  );
  const archived = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM pgboss.archive WHERE data::text LIKE ${pattern} OR coalesce(output::text, '') LIKE ${pattern}`,
  );
  return live.length + archived.length;
};

/** A real SMTP server that refuses the first `refusals` messages with a temporary error (451), then accepts. */
async function startFlakySmtp(refusals: number) {
  const accepted: string[] = [];
  /** The Message-ID header of every message offered, refused or accepted. */
  const messageIds: string[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        messageIds.push(/^message-id:\s*(.+)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '');
        if (attempts <= refusals) {
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          return;
        }
        accepted.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    messageIds,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The same database opened a second time, as another process would. */
async function reopenable(): Promise<{ open: () => Promise<DbHandle>; cleanup: () => Promise<void> }> {
  const { handle, url } = await createPostgresTestDatabase();
  return { open: () => openDatabase({ databaseUrl: url }), cleanup: () => handle.close() };
}

describe('job queue', () => {
  it('retries a mail the SMTP server refused twice, and sends it once, under the Message-ID it was queued with', async () => {
    const smtp = await startFlakySmtp(2);
    const database = await createTestDatabase();
    const queue = await createJobQueue(database, { log });
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: 'Freight <no-reply@example.test>', outboxDir: '/nonexistent', log });
      await workMail(queue, mailer, { limit: 3, delaySeconds: 1, backoff: false });
      const message: MailMessage = { to: 'retry@example.test', subject: 'Retried', text: 'Body of the retried mail\n' };
      await createQueuedMailer(queue, 'Freight <no-reply@example.test>').send(message);
      await waitForQueuedMail(database.db, 20_000);
      expect(smtp.attempts()).toBe(3);
      expect(smtp.accepted).toHaveLength(1);
      expect(smtp.accepted[0]).toContain('Body of the retried mail');
      // Every attempt offered the same message: a resend after a crash is recognisable as such.
      expect(smtp.messageIds).toHaveLength(3);
      expect(smtp.messageIds[0]).toMatch(/^<[0-9a-f-]{36}@example\.test>$/);
      expect(new Set(smtp.messageIds).size).toBe(1);
      // Readiness: the queue answers while it runs, and says so once it is stopped.
      await expect(queue.check()).resolves.toBeUndefined();
      await queue.stop();
      await expect(queue.check()).rejects.toThrow('stopped');
    } finally {
      await queue.stop();
      await database.close();
      await smtp.close();
    }
  }, 30_000);

  it('keeps a queued mail through a crash: the next process on the database sends it', async () => {
    const target = await reopenable();
    try {
      // A process queues a mail and ends before any worker took it (no worker runs in it at all).
      const first = await target.open();
      const dying = await createJobQueue(first, { log });
      await defineMailQueue(dying);
      await first.db.transaction((tx) =>
        createQueuedMailer(dying).send({ to: 'survivor@example.test', subject: 'Still here', text: 'Queued before the crash\n' }, { tx }),
      );
      await dying.stop();
      await first.close();

      // The next process on the same database finds it and sends it.
      const config = testConfig();
      const second = await target.open();
      expect(await mailJobsLeft(second.db)).toBe(1);
      const app = await buildApp({ config, database: second });
      try {
        await app.ready();
        const [mail] = await waitForMail(config.dataDir, 'survivor@example.test', 1, 15_000);
        expect(mail?.subject).toBe('Still here');
        await waitForQueuedMail(second.db);
      } finally {
        await app.close();
        await second.close();
      }
    } finally {
      await target.cleanup();
    }
  }, 60_000);

  it('stops only once the completion of a job that has just finished is written (the pool is closed next)', async () => {
    const target = await reopenable();
    const database = await target.open();
    const other = await target.open();
    const queue = await createJobQueue(database, { log });
    let started!: () => void;
    let finish!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const handlerMayFinish = new Promise<void>((resolve) => (finish = resolve));
    let unlock!: () => void;
    const unlocked = new Promise<void>((resolve) => (unlock = resolve));
    let holding: Promise<void> | undefined;
    try {
      await queue.work('test-hold', { limit: 0, delaySeconds: 0, backoff: false }, async () => {
        started();
        await handlerMayFinish;
      });
      await queue.enqueue('test-hold', {});
      await handlerStarted;
      // Another process holds the job's row, so pg-boss's completion of it waits.
      let locked!: () => void;
      const rowLocked = new Promise<void>((resolve) => (locked = resolve));
      holding = other.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM pgboss.job WHERE name = 'test-hold' FOR UPDATE`);
        locked();
        await unlocked;
      });
      await rowLocked;
      finish();
      // The completion is sent (and waits for the row) before the queue is asked to stop.
      while (
        (
          await rowsOf<{ n: number }>(
            other.db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          )
        )[0]?.n !== 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      setTimeout(unlock, 1500);
      await queue.stop();
      const [job] = await rowsOf<{ state: string }>(other.db, sql`SELECT state FROM pgboss.job WHERE name = 'test-hold'`);
      expect(job?.state).toBe('completed');
    } finally {
      unlock();
      finish();
      await holding;
      await queue.stop();
      await database.close();
      await other.close();
      await target.cleanup();
    }
  }, 30_000);

  it('runs a schedule once per period when two processes share one database', async () => {
    const database = await createTestDatabase();
    const second = await reopenSame(database);
    const queues: JobQueue[] = [await createJobQueue(database, { log }), await createJobQueue(second, { log })];
    const runs: number[] = [0, 0];
    try {
      const started = Date.now();
      await Promise.all(
        queues.map((queue, index) =>
          queue.schedule('test-tick', { everyMs: 1000, runAtStart: true }, async () => {
            runs[index] = (runs[index] ?? 0) + 1;
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 3500));
      // Stopped first, so that no run starts while the runs and the jobs are counted.
      for (const queue of queues) await queue.stop();
      const elapsedPeriods = Math.ceil((Date.now() - started) / 1000) + 1;
      // Every job that was taken (a run is counted as soon as its job is taken), one per period at most.
      const jobs = await rowsOf<{ slots: number; jobs: number }>(
        database.db,
        sql`SELECT count(DISTINCT singleton_on)::int AS slots, count(*)::int AS jobs FROM pgboss.job WHERE name = 'test-tick' AND state <> 'created'`,
      );
      const total = (runs[0] ?? 0) + (runs[1] ?? 0);
      // Each process proposed every period; one run per period happened, in either process.
      expect(total).toBeGreaterThanOrEqual(2);
      expect(total).toBeLessThanOrEqual(elapsedPeriods);
      expect(jobs[0]).toEqual({ slots: total, jobs: total });
    } finally {
      for (const queue of queues) await queue.stop();
      if (second !== database) await second.close();
      await database.close();
    }
  }, 30_000);
});

/** A second pool on the same PostgreSQL database: another process's connections. */
async function reopenSame(handle: DbHandle): Promise<DbHandle> {
  const pool = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return openDatabase({ databaseUrl: pool.options.connectionString });
}

describe('mail and digests as jobs in the app', () => {
  const config = testConfig({ publicUrl: 'https://exchange.example' });

  const ctx = useTestApp({ config });

  it('leaves no reset token readable in the job tables once the mail is sent', async () => {
    const user = await createUser(ctx.database.db);
    const answer = await requestPasswordReset(ctx.app, user.email);
    expect(answer.statusCode).toBe(200);
    const [mail] = await waitForMail(config.dataDir, user.email, 1, 15_000);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    await waitForQueuedMail(ctx.database.db);
    expect(await jobsHolding(ctx.database.db, token!)).toBe(0);
    expect(await jobsHolding(ctx.database.db, user.email)).toBe(0);
  });

  it('claims digest recipients and queues their mails in one transaction: a failed queue undoes the claim', async () => {
    const db = ctx.database.db;
    const start = new Date(Date.now() + minutes(60));
    const other = await createCompany(db);
    const publisher = await createUser(db, { companyId: other.id, password: null });
    const first = await createUser(db, { shouldReceiveTruckEmails: true, truckDigestSentAt: start });
    const refused = await createUser(db, { shouldReceiveTruckEmails: true, truckDigestSentAt: start });
    await createEntry(db, {
      companyId: other.id,
      userId: publisher.id,
      createdAt: new Date(start.getTime() + minutes(1)),
      validUntil: new Date(start.getTime() + minutes(10_000)),
    });
    const due = new Date(start.getTime() + DIGEST_WINDOW_MS + minutes(2));
    const sentAt = async (id: number) =>
      (await rowsOf<{ at: string | null }>(db, sql`SELECT truck_digest_sent_at::text AS at FROM ${users} WHERE id = ${id}`))[0]?.at;
    const before = [await sentAt(first.id), await sentAt(refused.id)];

    // The database refuses the job of one recipient, as a crash between the two steps would leave it.
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_job_for_test() RETURNS trigger LANGUAGE plpgsql AS
        'BEGIN IF NEW.data->>''to'' = ''${refused.email}'' THEN RAISE EXCEPTION ''job refused''; END IF; RETURN NEW; END'`),
    );
    await db.execute(sql.raw('CREATE TRIGGER refuse_job BEFORE INSERT ON pgboss.job FOR EACH ROW EXECUTE FUNCTION refuse_job_for_test()'));
    try {
      await expect(sendEntryDigests({ db, mail: ctx.app.mail, publicUrl: config.publicUrl }, due)).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_job ON pgboss.job'));
      await db.execute(sql.raw('DROP FUNCTION refuse_job_for_test()'));
    }
    // Neither was claimed, neither was queued: nothing is lost and nothing will be sent twice.
    expect([await sentAt(first.id), await sentAt(refused.id)]).toEqual(before);
    expect(await mailJobsLeft(db)).toBe(0);

    // The next run claims both and sends each one digest.
    expect(await sendEntryDigests({ db, mail: ctx.app.mail, publicUrl: config.publicUrl }, due)).toBe(2);
    await waitForMail(config.dataDir, first.email, 1, 15_000);
    await waitForMail(config.dataDir, refused.email, 1, 15_000);
    await waitForQueuedMail(db);
    expect(await sendEntryDigests({ db, mail: ctx.app.mail, publicUrl: config.publicUrl }, due)).toBe(0);
    expect(await sentAt(first.id)).not.toEqual(before[0]);
  });
});
