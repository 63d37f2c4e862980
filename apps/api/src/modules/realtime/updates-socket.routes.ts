import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { z } from 'zod';
import { WS_AUTH_TIMEOUT_MS, WS_CLOSE_UNAUTHENTICATED, type ServerMessage } from '@freight/shared/events';
import { realtimeViewsSchema } from '@freight/shared/realtime-views';
import { requestLanguage } from '../../request-language';
import type { HubClient } from './socket-registry';
import type { SocketTokenVerifier } from './socket-auth';
import { WS_CLOSE_POLICY, WS_CLOSE_SERVER_ERROR, createHeartbeat, messageCounter } from './socket-limits';
import { compileViews, type CompiledView } from './subscriptions';

const authMessageSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1),
  since: z.number().int().nonnegative().optional(),
  /** The reader's interface language (decision 015); else the handshake's Accept-Language, else English. */
  lang: z.string().max(35).optional(),
  /**
   * What the socket shows (issue 30 item 1); without it, every entry event (DESIGN §3's first contract).
   * Read after the token: views it cannot read are refused, never taken for a failed authentication.
   */
  views: z.unknown().optional(),
});

export type UpdatesOptions = {
  publicUrl: string;
  verifyToken: SocketTokenVerifier;
  authTimeoutMs?: number;
  /** How often each socket is pinged; one that missed the previous pong is dropped. */
  heartbeatMs: number;
};

/**
 * `/ws/updates/` (DESIGN §3): the handshake's Origin must be the site's own, the first message
 * must be `{type:"auth", token}` (never a token in the URL); later `auth` messages renew it. Only
 * then does the socket join the hub and receive entry events and stats.
 */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The site's own origins: PUBLIC_URL's, and for a local install (PUBLIC_URL on a loopback host) the
 * same port under the other loopback names, since a member may open http://127.0.0.1:3000 as well.
 */
export function siteOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

export async function updatesSocketRoutes(app: FastifyInstance, opts: UpdatesOptions): Promise<void> {
  const allowed = siteOrigins(opts.publicUrl);
  const heartbeat = createHeartbeat(opts.heartbeatMs);
  app.addHook('onClose', async () => heartbeat.stop());

  app.get(
    '/ws/updates/',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!allowed.has(request.headers.origin ?? '')) {
          await reply.status(403).send({ code: 'permission_denied', detail: 'Origin not allowed.' });
        }
      },
    },
    (socket, request) => {
      heartbeat.watch(socket);
      const messages = messageCounter();
      let client: HubClient | null = null;
      const timer = setTimeout(() => {
        if (!client) socket.close(WS_CLOSE_UNAUTHENTICATED, 'authentication required');
      }, opts.authTimeoutMs ?? WS_AUTH_TIMEOUT_MS);
      socket.on('close', () => clearTimeout(timer));

      const refuse = (detail: string) =>
        socket.send(JSON.stringify({ type: 'error', code: 'validation_error', detail } satisfies ServerMessage));
      /** The views as the hub applies them; views that are not valid are refused and none is kept. */
      const subscriptionOf = (views: unknown): CompiledView[] => {
        const read = realtimeViewsSchema.safeParse(views);
        if (!read.success) {
          refuse(read.error.issues[0]?.message ?? 'invalid');
          return [];
        }
        const compiled = compileViews(read.data);
        if (!('invalid' in compiled)) return compiled;
        refuse(compiled.invalid);
        return [];
      };

      const handle = async (raw: RawData) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(raw));
        } catch {
          parsed = undefined;
        }
        // `{type: "subscribe", views}` (issue 30 item 1), once authenticated.
        if (client && (parsed as { type?: unknown } | undefined)?.type === 'subscribe') {
          await app.realtime.subscribe(client, subscriptionOf((parsed as { views?: unknown }).views));
          return;
        }
        const auth = authMessageSchema.safeParse(parsed);
        if (!auth.success) {
          if (!client) socket.close(WS_CLOSE_UNAUTHENTICATED, 'authentication required');
          return;
        }
        const verified = await opts.verifyToken(auth.data.token);
        if (!verified) {
          socket.close(WS_CLOSE_UNAUTHENTICATED, 'token not valid');
          return;
        }
        const lang = requestLanguage(auth.data.lang, request.headers['accept-language']);
        if (client) {
          // A renewed token may come with a new interface language (the member switched it).
          client.identity = verified;
          client.lang = lang;
          return;
        }
        client = { socket, identity: verified, lang };
        await app.realtime.add(client, auth.data.since, auth.data.views === undefined ? null : subscriptionOf(auth.data.views));
      };

      // A message's work may fail (the database is unavailable while the token's member is read): the
      // socket closes as a server error, which the client answers by reconnecting later, instead of an
      // unhandled rejection that would take the whole process down. A socket's messages are handled one
      // after the other, so a subscription never overtakes the one sent before it.
      let handled = Promise.resolve();
      socket.on('message', (raw) => {
        if (messages.over()) {
          socket.close(WS_CLOSE_POLICY, 'too many messages');
          return;
        }
        handled = handled
          .then(() => handle(raw))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'websocket message failed');
            socket.close(WS_CLOSE_SERVER_ERROR, 'server error');
          });
      });
    },
  );
}
