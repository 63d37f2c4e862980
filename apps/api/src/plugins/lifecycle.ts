import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type LifecycleState = 'starting' | 'ready' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where this process is in its life (issue 34): `starting` until the app is ready, `draining` once a
     * SIGTERM arrived (shutdown.ts). GET /api/health/ready answers 503 in both, so a balancer sends it nothing.
     */
    lifecycle: { state: LifecycleState; startedAt: Date; drain(): void };
  }
}

export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  const lifecycle = {
    state: 'starting' as LifecycleState,
    startedAt: new Date(),
    drain() {
      lifecycle.state = 'draining';
    },
  };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onReady', async () => {
    if (lifecycle.state === 'starting') lifecycle.state = 'ready';
  });
});
