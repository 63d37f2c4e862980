import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RealtimeStats } from '@freight/shared/content';
import type { DbHandle } from '../db/client';
import { getRealtimeStats } from '../modules/content/content.service';
import { RealtimeHub } from '../realtime/hub';
import { sharedFor, type Shared } from '../realtime/shared-result';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's websocket fan-out of entry events and stats (realtime/hub.ts). */
    realtime: RealtimeHub;
    /** §3 realtime stats, computed at most once per STATS_CACHE_MS for the route and the sockets. */
    realtimeStats: Shared<RealtimeStats>;
  }
}

/** Starts listening for entry events once the app is ready, and stops on close. */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: { handle: DbHandle; statsCacheMs: number; maxBufferedBytes: number }) => {
    const stats = sharedFor(opts.statsCacheMs, () => getRealtimeStats(app.db, app.clock()));
    app.decorate('realtimeStats', stats);
    const hub = new RealtimeHub({
      db: app.db,
      listen: (channel, onPayload, onReconnect, onLost) => opts.handle.listen(channel, onPayload, onReconnect, onLost),
      log: app.log,
      clock: app.clock,
      stats,
      maxBufferedBytes: opts.maxBufferedBytes,
    });
    // A company deactivated or re-approved: its members' standing is read again, the stats counted again.
    hub.onCompanyChange((change) => {
      app.forgetCompanyStandings(change.companyIds);
      stats.forget();
    });
    app.decorate('realtime', hub);
    app.addHook('onReady', () => hub.start());
    app.addHook('onClose', () => hub.stop());
  },
);
