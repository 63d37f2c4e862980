import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeStats } from '@freight/shared/content';
import type { ServerMessage } from '@freight/shared/events';
import type { Database, DbHandle } from '../db/client';
import { ENTRY_EVENTS_CHANNEL, eventFromPayload, eventsAfter, latestEventId, pruneEntryEvents, type EntryEvent } from './entry-events';
import type { SocketIdentity } from './socket-auth';

/** After a burst of events the stats are pushed once, this long after the last one. */
const STATS_DEBOUNCE_MS = 1000;
/** Stats also move without events (members coming and going): pushed at least this often. */
const STATS_INTERVAL_MS = 60_000;
const PRUNE_INTERVAL_MS = 10 * 60_000;
/** How many events one reconnecting client or process may catch up on. */
const CATCH_UP_LIMIT = 1000;
/** Ids delivered lately, so a catch-up after a lost LISTEN connection never sends an event twice. */
const RECENT_IDS_KEPT = 5000;

type HubDeps = {
  db: Database;
  listen: DbHandle['listen'];
  log: FastifyBaseLogger;
  clock: () => Date;
  stats: () => Promise<RealtimeStats>;
};

/** A connected socket; its identity is renewed by later `auth` messages. */
export type HubClient = { socket: WebSocket; identity: SocketIdentity };

/** While a client catches up, live events wait in `held` so they follow the older ones, once each. */
type Member = HubClient & { held: EntryEvent[] | null };

/**
 * Fans entry events out to this process's authenticated sockets (DESIGN §3, §4 scale-out). Every
 * process LISTENs on one channel, so an event published by any process reaches each client once.
 */
export class RealtimeHub {
  private readonly clients = new Set<Member>();
  private readonly recentIds = new Set<number>();
  private readonly eventListeners = new Set<(event: EntryEvent) => void>();
  private lastId = 0;
  private stopListening: (() => Promise<void>) | null = null;
  private statsTimer: NodeJS.Timeout | undefined;
  private readonly intervals: NodeJS.Timeout[] = [];

  constructor(private readonly deps: HubDeps) {}

  async start(): Promise<void> {
    this.lastId = await latestEventId(this.deps.db);
    this.stopListening = await this.deps.listen(
      ENTRY_EVENTS_CHANNEL,
      (payload) => void this.onPayload(payload),
      () => void this.catchUp(),
    );
    const every = (ms: number, task: () => Promise<void>) => {
      const timer = setInterval(
        () => void task().catch((error: unknown) => this.deps.log.warn({ err: error }, 'realtime task failed')),
        ms,
      );
      timer.unref();
      this.intervals.push(timer);
    };
    every(STATS_INTERVAL_MS, () => this.pushStats());
    every(PRUNE_INTERVAL_MS, () => pruneEntryEvents(this.deps.db, this.deps.clock()));
  }

  async stop(): Promise<void> {
    for (const timer of this.intervals) clearInterval(timer);
    clearTimeout(this.statsTimer);
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Runs for every entry event this process learns of, its own included (caches clear themselves). */
  onEvent(listener: (event: EntryEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** A socket that just authenticated: `ready`, then what it missed since `since` (a reconnect), then the stats. */
  async add(client: HubClient, since: number | undefined): Promise<void> {
    const member: Member = Object.assign(client, { held: since === undefined ? null : [] });
    this.clients.add(member);
    client.socket.on('close', () => this.clients.delete(member));
    send(client.socket, { type: 'ready' });
    if (since !== undefined) {
      const missed = await eventsAfter(this.deps.db, since, this.deps.clock(), CATCH_UP_LIMIT).catch(() => []);
      const sent = new Set(missed.map((event) => event.id));
      for (const event of missed) this.sendEvent(member, event);
      for (const event of member.held ?? []) if (!sent.has(event.id)) this.sendEvent(member, event);
      member.held = null;
    }
    const stats = await this.deps.stats().catch(() => null);
    if (stats) send(client.socket, { type: 'stats', data: stats });
  }

  private async onPayload(payload: string): Promise<void> {
    try {
      const event = await eventFromPayload(this.deps.db, payload);
      if (event) this.deliver(event);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'realtime event could not be read');
    }
  }

  /** After the LISTEN connection came back: the events published while it was away. */
  private async catchUp(): Promise<void> {
    for (const event of await eventsAfter(this.deps.db, this.lastId, this.deps.clock(), CATCH_UP_LIMIT)) this.deliver(event);
  }

  private deliver(event: EntryEvent): void {
    if (this.recentIds.has(event.id)) return;
    this.recentIds.add(event.id);
    if (this.recentIds.size > RECENT_IDS_KEPT) this.recentIds.delete(this.recentIds.values().next().value!);
    this.lastId = Math.max(this.lastId, event.id);
    for (const listener of this.eventListeners) listener(event);
    // Two encodings: `is_own` depends only on whether the reader is of the owner company.
    const own = JSON.stringify(message(event, true));
    const other = JSON.stringify(message(event, false));
    for (const client of this.clients) {
      if (client.held) client.held.push(event);
      else if (client.socket.readyState === client.socket.OPEN)
        client.socket.send(client.identity.companyId === event.company_id ? own : other);
    }
    this.scheduleStats();
  }

  private sendEvent(client: HubClient, event: EntryEvent): void {
    send(client.socket, message(event, client.identity.companyId === event.company_id));
  }

  private scheduleStats(): void {
    clearTimeout(this.statsTimer);
    this.statsTimer = setTimeout(() => void this.pushStats().catch(() => undefined), STATS_DEBOUNCE_MS);
    this.statsTimer.unref();
  }

  private async pushStats(): Promise<void> {
    if (this.clients.size === 0) return;
    const text = JSON.stringify({ type: 'stats', data: await this.deps.stats() } satisfies ServerMessage);
    for (const client of this.clients) if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
  }
}

function message(event: EntryEvent, isOwn: boolean): ServerMessage {
  const entryData = event.type.endsWith('_delete') ? event.entry_data : { ...event.entry_data, is_own: isOwn };
  return { type: event.type, id: event.id, entry_data: entryData };
}

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
