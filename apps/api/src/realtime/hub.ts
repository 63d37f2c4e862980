import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeStats } from '@freight/shared/content';
import { WS_CLOSE_SESSION_ENDED, WS_CLOSE_UNAUTHENTICATED, type ServerMessage } from '@freight/shared/events';
import type { UiLanguage } from '@freight/shared/languages';
import type { Database, DbHandle } from '../db/client';
import { eventEntryIn } from '../modules/listings/entry-places';
import { mayManage } from '../modules/listings/listings.service';
import { COMPANY_STATUS_CHANNEL, parseCompanyStatus, selectInactiveCompanyIds, type CompanyStatusChange } from './company-status';
import { ENTRY_EVENTS_CHANNEL, eventFromPayload, eventsAfter, latestEventId, pruneEntryEvents, type EntryEvent } from './entry-events';
import { SESSION_ENDS_CHANNEL, endsSocket, parseSessionEnd, type SessionEnd } from './session-ends';
import type { SocketIdentity } from './socket-auth';
import { sendOrDrop } from './socket-limits';

/** After a burst of events the stats are pushed once, this long after the last one. */
const STATS_DEBOUNCE_MS = 1000;
/** Stats also move without events (members coming and going): pushed at least this often. */
const STATS_INTERVAL_MS = 60_000;
const PRUNE_INTERVAL_MS = 10 * 60_000;
/** How often sockets whose access token ran out without a renewal are closed. */
const EXPIRY_CHECK_MS = 5000;
/** How many events one reconnecting client or process may catch up on. */
const CATCH_UP_LIMIT = 1000;
/** A catch-up the database refused is tried again, later each time, this many times in all. */
const CATCH_UP_ATTEMPTS = 5;
const CATCH_UP_RETRY_MS = 1000;
/** Ids delivered lately, so a catch-up after a lost LISTEN connection never sends an event twice. */
const RECENT_IDS_KEPT = 5000;

type HubDeps = {
  db: Database;
  listen: DbHandle['listen'];
  log: FastifyBaseLogger;
  clock: () => Date;
  stats: () => Promise<RealtimeStats>;
  /** A socket whose unsent data passes this is dropped (a reader that does not keep up). */
  maxBufferedBytes: number;
};

/**
 * A connected socket; its identity is renewed by later `auth` messages, and so is `lang`, the reader's
 * interface language in which events name their places (decision 015).
 */
export type HubClient = { socket: WebSocket; identity: SocketIdentity; lang: UiLanguage };

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
  private readonly companyListeners = new Set<(change: CompanyStatusChange) => void>();
  private lastId = 0;
  private readonly stopListening: (() => Promise<void>)[] = [];
  private statsTimer: NodeJS.Timeout | undefined;
  private readonly intervals: NodeJS.Timeout[] = [];

  constructor(private readonly deps: HubDeps) {}

  async start(): Promise<void> {
    this.lastId = await latestEventId(this.deps.db);
    this.stopListening.push(
      await this.deps.listen(
        ENTRY_EVENTS_CHANNEL,
        (payload) => void this.onPayload(payload),
        () => void this.catchUp(),
      ),
      // A change missed while the connection was lost is unknown: then every company is treated as changed.
      await this.deps.listen(
        COMPANY_STATUS_CHANNEL,
        (payload) => void this.onCompanyPayload(payload),
        () => void this.onCompanyStatus({ companyIds: null }),
      ),
      // An end missed while the connection was lost is still enforced: the member's next renewal or
      // the token's expiry closes the socket, within ACCESS_TOKEN_SECONDS.
      await this.deps.listen(SESSION_ENDS_CHANNEL, (payload) => {
        const end = parseSessionEnd(payload);
        if (end) this.endSessions(end);
      }),
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
    // A subscription runs out at its moment, not at the next hourly sweep: its members' sockets close within this.
    every(STATS_INTERVAL_MS, () => this.closeInactiveMembers());
    every(PRUNE_INTERVAL_MS, () => pruneEntryEvents(this.deps.db, this.deps.clock()));
    every(EXPIRY_CHECK_MS, async () => this.closeExpired());
  }

  async stop(): Promise<void> {
    for (const timer of this.intervals) clearInterval(timer);
    clearTimeout(this.statsTimer);
    for (const stop of this.stopListening.splice(0)) await stop();
  }

  /** Runs for every entry event this process learns of, its own included (caches clear themselves). */
  onEvent(listener: (event: EntryEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Runs for every change of a company's standing this process learns of (caches forget the company). */
  onCompanyChange(listener: (change: CompanyStatusChange) => void): () => void {
    this.companyListeners.add(listener);
    return () => this.companyListeners.delete(listener);
  }

  /**
   * The publishing process applies a change to its caches before it answers, as it does for entry
   * events; the NOTIFY then reaches every process, this one too, and closes the sockets.
   */
  companyChanged(change: CompanyStatusChange): void {
    for (const listener of this.companyListeners) listener(change);
  }

  /** A socket that just authenticated: `ready`, then what it missed since `since` (a reconnect), then the stats. */
  async add(client: HubClient, since: number | undefined): Promise<void> {
    const member: Member = Object.assign(client, { held: since === undefined ? null : [] });
    this.clients.add(member);
    client.socket.on('close', () => this.clients.delete(member));
    this.sendText(member, JSON.stringify({ type: 'ready' } satisfies ServerMessage));
    if (since !== undefined) {
      const missed = await this.withoutInactiveCompanies(
        await eventsAfter(this.deps.db, since, this.deps.clock(), CATCH_UP_LIMIT).catch(() => []),
      );
      const sent = new Set(missed.map((event) => event.id));
      for (const event of missed) this.sendEvent(member, event);
      for (const event of member.held ?? []) if (!sent.has(event.id)) this.sendEvent(member, event);
      member.held = null;
    }
    const stats = await this.deps.stats().catch(() => null);
    if (stats) this.sendText(member, JSON.stringify({ type: 'stats', data: stats } satisfies ServerMessage));
  }

  private async onPayload(payload: string): Promise<void> {
    try {
      const event = await eventFromPayload(this.deps.db, payload);
      if (event) this.deliver(event);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'realtime event could not be read');
    }
  }

  private async onCompanyPayload(payload: string): Promise<void> {
    const change = parseCompanyStatus(payload);
    if (change) await this.onCompanyStatus(change);
  }

  /**
   * A company was deactivated or re-approved: caches forget it, its members' sockets close with
   * "session over", and every other reader re-reads lists and stats, which now omit or bring back
   * its entries without any entry event.
   */
  private async onCompanyStatus(change: CompanyStatusChange): Promise<void> {
    this.companyChanged(change);
    try {
      await this.closeInactiveMembers();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'realtime company check failed');
    }
    const resync = JSON.stringify({ type: 'resync' } satisfies ServerMessage);
    for (const client of this.clients) if (!client.held) this.sendText(client, resync);
    this.scheduleStats();
  }

  /**
   * A catch-up leaves out what a company that has since been deactivated published (its entries are no
   * longer in any search); its deletes stay, since they only remove.
   */
  private async withoutInactiveCompanies(events: EntryEvent[]): Promise<EntryEvent[]> {
    const publishers = [...new Set(events.map((event) => event.company_id))];
    const inactive = new Set(await selectInactiveCompanyIds(this.deps.db, publishers, this.deps.clock()).catch(() => []));
    return events.filter((event) => !inactive.has(event.company_id) || event.type.endsWith('_delete'));
  }

  /** A login ended (logout, password reset or change, deletion): its sockets close with the reason. */
  endSessions(end: SessionEnd): void {
    const code = end.reason === 'deleted' ? WS_CLOSE_SESSION_ENDED : WS_CLOSE_UNAUTHENTICATED;
    for (const client of this.clients) {
      if (!endsSocket(end, client.identity)) continue;
      this.clients.delete(client);
      client.socket.close(code, end.reason);
    }
  }

  /** Sockets whose access token ran out and was not renewed by a later `auth` message. */
  closeExpired(): void {
    const now = this.deps.clock().getTime();
    for (const client of this.clients) {
      if (!client.identity.expiresAt || client.identity.expiresAt.getTime() > now) continue;
      this.clients.delete(client);
      client.socket.close(WS_CLOSE_UNAUTHENTICATED, 'token expired');
    }
  }

  /** Closes the sockets of members whose company may no longer use the exchange (one query for all of them). */
  private async closeInactiveMembers(): Promise<void> {
    const companyIds = new Set<number>();
    for (const client of this.clients) if (client.identity.companyId !== null) companyIds.add(client.identity.companyId);
    const inactive = new Set(await selectInactiveCompanyIds(this.deps.db, [...companyIds], this.deps.clock()));
    if (inactive.size === 0) return;
    for (const client of this.clients) {
      if (client.identity.companyId === null || !inactive.has(client.identity.companyId)) continue;
      this.clients.delete(client);
      client.socket.close(WS_CLOSE_SESSION_ENDED, 'company inactive');
    }
  }

  /**
   * After the LISTEN connection came back: the events published while it was away. The database may
   * still refuse the pool's connections for a moment (it was just restarted), so a failed read is
   * tried again a few times instead of failing unhandled.
   */
  private async catchUp(attempt = 1): Promise<void> {
    try {
      for (const event of await eventsAfter(this.deps.db, this.lastId, this.deps.clock(), CATCH_UP_LIMIT)) this.deliver(event);
    } catch (error) {
      this.deps.log.warn({ err: error, attempt }, 'realtime catch-up failed');
      if (attempt < CATCH_UP_ATTEMPTS) setTimeout(() => void this.catchUp(attempt + 1), CATCH_UP_RETRY_MS * attempt).unref();
    }
  }

  private deliver(event: EntryEvent): void {
    if (this.recentIds.has(event.id)) return;
    this.recentIds.add(event.id);
    if (this.recentIds.size > RECENT_IDS_KEPT) this.recentIds.delete(this.recentIds.values().next().value!);
    this.lastId = Math.max(this.lastId, event.id);
    for (const listener of this.eventListeners) listener(event);
    // One encoding per reader class and language (at most three classes — another company's reader, a
    // colleague who may only read it, one who may manage it — times the interface languages), never per socket.
    const encodings = new Map<string, string>();
    for (const client of this.clients) {
      if (client.held) client.held.push(event);
      else if (client.socket.readyState === client.socket.OPEN) {
        const view = readerView(event, client.identity);
        const key = `${view}|${client.lang}`;
        if (!encodings.has(key)) encodings.set(key, JSON.stringify(message(event, view, client.lang)));
        this.sendText(client, encodings.get(key)!);
      }
    }
    this.scheduleStats();
  }

  private sendEvent(client: Member, event: EntryEvent): void {
    this.sendText(client, JSON.stringify(message(event, readerView(event, client.identity), client.lang)));
  }

  /** A reader that does not keep up (its send buffer past the bound) is dropped, not buffered without end. */
  private sendText(client: Member, text: string): void {
    if (!sendOrDrop(client.socket, text, this.deps.maxBufferedBytes)) this.clients.delete(client);
  }

  private scheduleStats(): void {
    clearTimeout(this.statsTimer);
    this.statsTimer = setTimeout(() => void this.pushStats().catch(() => undefined), STATS_DEBOUNCE_MS);
    this.statsTimer.unref();
  }

  private async pushStats(): Promise<void> {
    if (this.clients.size === 0) return;
    const text = JSON.stringify({ type: 'stats', data: await this.deps.stats() } satisfies ServerMessage);
    for (const client of this.clients) this.sendText(client, text);
  }
}

type ReaderView = 'other' | 'own' | 'managed';

/** §6 for one reader, by the one rule of listings.service: the poster and the company's admins manage the entry. */
function readerView(event: EntryEvent, reader: SocketIdentity): ReaderView {
  if (reader.companyId !== event.company_id) return 'other';
  const poster = (event.entry_data.user as { id?: number } | null | undefined)?.id ?? null;
  const caller = { userId: reader.userId, companyId: reader.companyId, role: reader.role ?? 'employee' } as const;
  return mayManage({ companyId: event.company_id, userId: poster }, caller) ? 'managed' : 'own';
}

function message(event: EntryEvent, view: ReaderView, lang: UiLanguage): ServerMessage {
  const named = eventEntryIn(event.entry_data, lang);
  const entryData = event.type.endsWith('_delete') ? named : { ...named, is_own: view !== 'other', can_manage: view === 'managed' };
  return { type: event.type, id: event.id, entry_data: entryData };
}
