import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Websocket support with a small frame limit: clients only ever send short auth messages. No
 * permessage-deflate: compressing is work per socket and message, and the realtime hub writes one
 * ready-made frame to every socket of a reader class (realtime/fanout-scheduler.ts), which no extension may change.
 */
export const websocketPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024, perMessageDeflate: false } });
});
