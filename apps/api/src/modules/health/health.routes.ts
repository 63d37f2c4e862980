import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDownSchema, healthSchema } from '@freight/shared/content';
import { DB_RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { withRetryAfter } from '../../retry-after';

/** A dependency that does not answer within this is reported down (a load balancer's probe must not hang). */
const CHECK_TIMEOUT_MS = 3000;

type Dependency = 'database' | 'listen' | 'storage' | 'jobs';
type Check = () => Promise<void>;

/**
 * The checks of this process's dependencies: the database answers; every LISTEN connection is up and
 * what was published while one was lost has been caught up (on the embedded database listening is
 * in-process and always up); file storage (`FileStorage.check`) and the job queue (`JobQueue.check`).
 */
function checksOf(app: FastifyInstance): Record<Dependency, Check> {
  return {
    database: () => app.dbHandle.ping(),
    listen: async () => {
      if (!app.realtime.listening()) throw new Error('the LISTEN connection is down or still catching up');
    },
    storage: () => app.storage.check(),
    jobs: () => app.jobs.check(),
  };
}

function withinTimeout(check: Check): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health/ (DESIGN §3; readiness, issue 16): ok once every dependency answers; otherwise 503
 * naming the ones that are down, so a load balancer takes the process out and an operator sees why.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthDownSchema } } },
    async (request, reply) => {
      const entries = Object.entries(checksOf(app)) as [Dependency, Check][];
      const results = await Promise.allSettled(entries.map(([, check]) => withinTimeout(check)));
      const dependencies = { database: 'up', listen: 'up', storage: 'up', jobs: 'up' } as Record<Dependency, 'up' | 'down'>;
      const down: Dependency[] = [];
      results.forEach((result, index) => {
        const name = entries[index]![0];
        dependencies[name] = result.status === 'fulfilled' ? 'up' : 'down';
        if (result.status === 'rejected') {
          down.push(name);
          request.log.warn({ err: result.reason as unknown, dependency: name }, 'health check: dependency down');
        }
      });
      if (down.length === 0) return { status: 'ok' as const, dependencies };
      return withRetryAfter(reply.status(503), DB_RETRY_AFTER_SECONDS).send({
        code: 'service_unavailable' as const,
        detail: `Not ready: ${down.join(', ')} down.`,
        dependencies,
      });
    },
  );
};
