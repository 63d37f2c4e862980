import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Websocket support with a small frame limit: clients only ever send short auth messages. */
export const websocketPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
});
