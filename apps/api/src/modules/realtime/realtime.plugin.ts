import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RealtimeStats } from '@freight/shared/content';
import type { Database, DbHandle } from '../../db/client';
import { pruneEntryEvents } from './entry-events.queries';
import type { EntryRules } from './event-messages';
import { RealtimeHub } from './hub';
import { sharedFor, type Shared } from './shared-result';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's websocket fan-out of entry events and stats (realtime/hub.ts). */
    realtime: RealtimeHub;
    /** §3 realtime stats, computed at most once per STATS_CACHE_MS for the route and the sockets. */
    realtimeStats: Shared<RealtimeStats>;
  }
}

export type RealtimeOptions = {
  handle: DbHandle;
  /** The §3 stats, owned by the content module: app.ts hands them over, so realtime depends on no other module (decision 024). */
  countStats: (db: Database, now: Date) => Promise<RealtimeStats>;
  /** Entries' rules for each reader's copy of an event, likewise handed over by app.ts. */
  entryRules: EntryRules;
  statsCacheMs: number;
  maxBufferedBytes: number;
};

/** Old entry events (kept for reconnecting clients' catch-up) are dropped this often. */
const ENTRY_EVENTS_PRUNE_MS = 10 * 60_000;

/** Starts listening for entry events once the app is ready, and stops on close. */
export const realtimePlugin = fp(async (app: FastifyInstance, opts: RealtimeOptions) => {
  const stats = sharedFor(opts.statsCacheMs, () => opts.countStats(app.db, app.clock()));
  app.decorate('realtimeStats', stats);
  const hub = new RealtimeHub({
    db: app.db,
    entryRules: opts.entryRules,
    listen: (channel, onPayload, onReconnect, onLost) => opts.handle.listen(channel, onPayload, onReconnect, onLost),
    log: app.log,
    clock: app.clock,
    stats,
    maxBufferedBytes: opts.maxBufferedBytes,
    observeFanoutLag: (seconds) => app.metrics.fanoutLag.observe(seconds),
  });
  // A company deactivated or re-approved: its members' standing is read again, the stats counted again.
  hub.onCompanyChange((change) => {
    app.forgetCompanyStandings(change.companyIds);
    stats.forget();
  });
  // A member deactivated, deleted, moved or given another role (migration 0033's NOTIFY): their standing is read again.
  hub.onMemberChange((userIds) => app.forgetMemberStandings(userIds));
  app.decorate('realtime', hub);
  // The module owns entry_events and prunes it itself, once across processes.
  await app.jobs.schedule('prune-entry-events', { everyMs: ENTRY_EVENTS_PRUNE_MS }, () => pruneEntryEvents(app.db, app.clock()));
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());
});
