import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle['db'];
    dbHandle: DbHandle;
  }
}

/** Makes the opened database available to every module; closing the app does not close it. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DbHandle }) => {
  app.decorate('dbHandle', opts.handle);
  app.decorate('db', opts.handle.db);
});
