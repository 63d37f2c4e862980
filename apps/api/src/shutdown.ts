import type { FastifyInstance } from 'fastify';

/**
 * A deploy drops nobody (issue 34 item 4). On SIGTERM the process:
 * 1. answers GET /api/health/ready with 503 (`draining`), still serving everything else;
 * 2. waits `delayMs` (SHUTDOWN_DELAY_MS), long enough for the balancer's checks to take it out of rotation;
 * 3. closes its websockets with 1012 "service restart": clients reconnect, through the balancer, to
 *    another process and catch up on what they missed (`since`);
 * 4. closes the app: no new connections, requests under way finish, jobs under way get their moment
 *    (job-queue stop), the rest of the app's close hooks run.
 * The caller then closes the database.
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number): Promise<void> {
  app.lifecycle.drain();
  app.log.info({ delayMs }, 'draining: not ready, waiting for the balancer to notice');
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  app.realtime.closeAllForRestart();
  await app.close();
}
