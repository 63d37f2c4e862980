import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A dependency that does not answer within this is reported down (a load balancer's probe must not hang). */
const CHECK_TIMEOUT_MS = 3000;

export type Dependency = 'database' | 'listen' | 'storage' | 'jobs';
export type ReadyDependency = Dependency | 'mail';

/**
 * The relay is asked at most this often: a balancer probes every half second, and an SMTP conversation
 * per probe would be a load on the relay; storage, jobs and the database are cheap to ask.
 */
const MAIL_CHECK_MS = 15_000;
export type Check = () => Promise<void>;

/**
 * The checks of this process's dependencies: the database answers; every LISTEN connection is up and
 * what was published while one was lost has been caught up (on the embedded database listening is
 * in-process and always up); file storage (`FileStorage.check`) and the job queue (`JobQueue.check`).
 */
export function checksOf(app: FastifyInstance): Record<Dependency, Check> {
  return {
    database: () => app.dbHandle.ping(),
    listen: async () => {
      if (!app.realtime.listening()) throw new Error('the LISTEN connection is down or still catching up');
    },
    storage: () => app.storage.check(),
    jobs: () => app.jobs.check(),
  };
}

/** The last mail check, reused for MAIL_CHECK_MS (a failed one too: the relay is not asked again at once). */
export function cachedMailCheck(app: FastifyInstance): Check {
  let last: { at: number; result: Promise<void> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > MAIL_CHECK_MS) {
      const result = app.mailer.check ? app.mailer.check() : Promise.resolve();
      result.catch(() => undefined);
      last = { at: now, result };
    }
    return last.result;
  };
}

/** Runs the checks; `dependencies` names each up or down, `down` the ones that failed (logged with why). */
export async function runChecks<D extends string>(request: FastifyRequest, checks: Record<D, Check>) {
  const entries = Object.entries(checks) as [D, Check][];
  const results = await Promise.allSettled(entries.map(([, check]) => withinTimeout(check)));
  const dependencies = {} as Record<D, 'up' | 'down'>;
  const down: D[] = [];
  results.forEach((result, index) => {
    const name = entries[index]![0];
    dependencies[name] = result.status === 'fulfilled' ? 'up' : 'down';
    if (result.status === 'rejected') {
      down.push(name);
      request.log.warn({ err: result.reason as unknown, dependency: name }, 'health check: dependency down');
    }
  });
  return { dependencies, down };
}

function withinTimeout(check: Check): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}
