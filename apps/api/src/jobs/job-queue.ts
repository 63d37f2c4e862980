import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, DbHandle } from '../db/client';
import { currentRequestId, runWithRequestId } from '../request-context';

/** Retries of a failed job: `limit` more attempts, the n-th after about `delaySeconds` · 2^(n-1) with `backoff`. */
export type RetryPolicy = { limit: number; delaySeconds: number; backoff: boolean };

export type QueueOptions = RetryPolicy & {
  /** A run that takes longer is failed (and retried). */
  expireInSeconds?: number;
};

export type WorkOptions = QueueOptions & {
  /**
   * The job's data must not outlive the job (a mail with a reset link): the job row is deleted once
   * the handler succeeded, and also after its last failed attempt (logged without its data).
   */
  forgetData?: boolean;
  /** How often this process looks for jobs enqueued by others or due for a retry (own enqueues are worked at once). */
  pollSeconds?: number;
};

export type EnqueueOptions = {
  /** Enqueue inside this Drizzle transaction: the job exists if and only if the transaction commits. */
  tx?: Database;
};

export type ScheduleOptions = {
  /** One run per period of this length (at least a second), whichever process takes it. */
  everyMs: number;
  /** Also run in the period under way when the schedule is registered (else the first run is at the next period). */
  runAtStart?: boolean;
};

/**
 * Durable background work on the app's own database (issue 16, decision 020). One interface, one
 * implementation: pg-boss 10 on PostgreSQL.
 */
export type JobQueue = {
  /** Creates the queue (or updates its retry policy): jobs can be enqueued from then on, by any process. */
  define(name: string, options: QueueOptions): Promise<void>;
  /** Registers the handler of a queue (and defines it): this process then works its jobs. */
  work<T extends object>(name: string, options: WorkOptions, handler: (data: T) => Promise<void>): Promise<void>;
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<void>;
  /** Asks this process's worker of `name` to look for jobs now (after a transaction that enqueued some committed). */
  wake(name: string): void;
  /**
   * Runs `task` once per period across every process on this database: each process proposes the
   * period's run, the database keeps one (a unique slot per queue and period), one worker runs it.
   */
  schedule(name: string, options: ScheduleOptions, task: () => Promise<void>): Promise<void>;
  /** Resolves while the queue can take and hand out jobs (readiness). */
  check(): Promise<void>;
  /** Per queue: jobs waiting (due or not), jobs failed for good, and the age of the oldest due one (metrics, System page). */
  stats(): Promise<QueueStats[]>;
  stop(): Promise<void>;
};

/** What pg-boss needs of a database: one call that runs SQL with positional parameters. */
type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's SQL as a Drizzle statement, so a job can be inserted by the caller's own transaction
 * (`$n` placeholders become Drizzle parameters; pg-boss's insert holds no other `$`).
 */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

const transactionExecutor = (tx: Database): SqlExecutor => ({
  executeSql: async (text, values) => (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] },
});

/** The app's own pool serves pg-boss too (no second pool to size); each query is tracked so that stop can wait for it. */
function databaseExecutor(handle: DbHandle, inFlight: InFlight): SqlExecutor {
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  return { executeSql: (text, values) => inFlight.track(pool.query(text, values)) };
}

/**
 * The work under way in this process: pg-boss's queries and our handlers. pg-boss's graceful stop
 * waits for handlers only; it sends a finished job's completion without awaiting it, and a poll
 * under way can still hand out a job, so the app's pool would be closed under them.
 */
type InFlight = { track<T>(work: Promise<T>): Promise<T>; settle(deadline: number): Promise<boolean> };

function createInFlight(): InFlight {
  const running = new Set<Promise<unknown>>();
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  return {
    track(work) {
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    /** Resolves true once nothing has run for a whole turn of the event loop (what settles can start more), false at the deadline. */
    async settle(deadline) {
      for (;;) {
        await nextTurn();
        if (running.size === 0) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...running]),
          new Promise((resolve) => {
            timer = setTimeout(resolve, left);
          }),
        ]);
        clearTimeout(timer);
      }
    },
  };
}

export type QueueStats = { queue: string; queued: number; failed: number; oldestAgeSeconds: number };

/** pg-boss 10 keeps its queues in pgboss.queue and every job in pgboss.job: counted by state, per queue (empty ones too), in one statement. */
const STATS_SQL = `select q.name as queue,
  count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
  count(j.id) filter (where j.state = 'failed')::int as failed,
  coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as "oldestAgeSeconds"
  from pgboss.queue q left join pgboss.job j on j.name = q.name
  group by q.name order by q.name`;

type MetaJob = { id: string; data: object; retryCount: number; retryLimit: number };

export type JobQueueOptions = {
  log: FastifyBaseLogger;
  /** How often maintenance runs (30 s unless said): it hands the jobs of a process that died back to the others. */
  maintenanceSeconds?: number;
  /** Told of each failed attempt (metrics). */
  onFailure?: (queue: string) => void;
};

/** Starts pg-boss on the app's database (it creates or migrates its own `pgboss` schema under an advisory lock). */
export async function createJobQueue(handle: DbHandle, options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const inFlight = createInFlight();
  const executor = databaseExecutor(handle, inFlight);
  const boss = new PgBoss({
    db: executor,
    // Cron schedules poll a clock every 30 s and start at minutes only; ours are throttled sends (see schedule).
    schedule: false,
    supervise: true,
    // Maintenance hands the jobs of a process that died while working them (they stay active until they
    // expire) back to the others; every 30 s rather than pg-boss's 2 minutes, so a killed process's mail
    // goes out within about a minute and a half (JOBS_MAINTENANCE_SECONDS).
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30,
  });
  // Polling errors (database away for a moment) are reported here and retried by pg-boss; they never crash the process.
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  await boss.start();

  const workers = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  // Processes starting together would create the same queue (and its partition) at once, which
  // PostgreSQL answers with a deadlock: definitions take turns under an advisory lock.
  const ensureQueue = (name: string, queue: Omit<PgBoss.Queue, 'name'>) =>
    handle.exclusive('freight:job-queue-definitions', async () => {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...queue });
      else await boss.createQueue(name, { name, ...queue });
    });

  const queue: JobQueue = {
    define: (name, options) =>
      ensureQueue(name, {
        retryLimit: options.limit,
        retryDelay: options.delaySeconds,
        retryBackoff: options.backoff,
        expireInSeconds: options.expireInSeconds ?? 15 * 60,
      }),

    async work(name, work, handler) {
      await queue.define(name, work);
      const id = await boss.work<object>(
        name,
        { pollingIntervalSeconds: work.pollSeconds ?? 1, batchSize: 1, includeMetadata: true },
        (jobs: PgBoss.Job<object>[]) => inFlight.track(runJobs(jobs as unknown as MetaJob[])),
      );
      workers.set(name, id);

      async function runJobs(jobs: MetaJob[]) {
        for (const job of jobs) {
          // The request that queued the job names its logs (issue 34); the handler gets its own data only.
          const { requestId, ...data } = job.data as { requestId?: string };
          try {
            await runWithRequestId(requestId, () => handler(data as Parameters<typeof handler>[0]));
          } catch (error) {
            options.onFailure?.(name);
            if (!work.forgetData || job.retryCount < job.retryLimit) {
              // The job's data is never logged (a mail's body may hold a token).
              log.warn({ err: error, queue: name, job: job.id, requestId, attempt: job.retryCount + 1 }, 'job failed');
              throw error;
            }
            // The last attempt failed: the data (a link with a token) goes with the job, only the failure is kept in the log.
            log.error({ err: error, queue: name, job: job.id, requestId, attempts: job.retryCount + 1 }, 'job failed for good');
          }
          // Completing a deleted job changes nothing: pg-boss's update finds no row.
          if (work.forgetData) await boss.deleteJob(name, job.id);
        }
      }
    },

    async enqueue(name, data, enqueue = {}) {
      const requestId = currentRequestId();
      const id = await boss.send(
        name,
        requestId ? { ...data, requestId } : data,
        enqueue.tx ? { db: transactionExecutor(enqueue.tx) } : {},
      );
      // pg-boss inserts nothing for a queue that was never defined: that must not pass for a queued job.
      if (!id) throw new Error(`job queue ${name} is not defined`);
      if (!enqueue.tx) queue.wake(name);
    },

    wake(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },

    async schedule(name, schedule, task) {
      const seconds = Math.max(1, Math.ceil(schedule.everyMs / 1000));
      // A missed period is not made up by a retry: the next period runs anyway.
      await queue.work(name, { limit: 0, delaySeconds: 0, backoff: false, pollSeconds: 10, expireInSeconds: Math.max(60, seconds) }, task);
      // pg-boss keeps one job per queue and slot of `seconds` since the epoch (a unique index): the
      // first process to send in a slot creates its run, every other send in that slot is refused.
      const propose = async () => {
        if (stopped) return;
        try {
          if (await boss.sendThrottled(name, {}, {}, seconds)) queue.wake(name);
        } catch (error) {
          log.warn({ err: error, queue: name }, 'scheduled job could not be proposed');
        }
      };
      // Each process proposes just after every slot starts; this timer only proposes, it runs nothing itself.
      const arm = () => {
        const period = seconds * 1000;
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            void propose().finally(() => !stopped && arm());
          },
          period - (Date.now() % period) + 100,
        );
        timer.unref();
        timers.add(timer);
      };
      if (schedule.runAtStart) await propose();
      arm();
    },

    async check() {
      if (stopped) throw new Error('the job queue is stopped');
      await boss.getQueues();
    },

    async stats() {
      const { rows } = await executor.executeSql(STATS_SQL);
      return rows as QueueStats[];
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Jobs under way get a moment to finish; pg-boss fails the rest, so another process retries them.
      await boss.stop({ graceful: true, timeout: 2000, wait: true, close: false });
      // The caller closes the pool next: what pg-boss left under way (a completion, a poll's job) ends first.
      if (!(await inFlight.settle(Date.now() + 5000))) log.warn('job queue stopped with work still under way');
    },
  };
  return queue;
}
