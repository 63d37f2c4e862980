import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeStats } from '@freight/shared/content';
import { WS_CLOSE_SESSION_ENDED, WS_CLOSE_UNAUTHENTICATED, type ServerMessage } from '@freight/shared/events';
import type { UiLanguage } from '@freight/shared/languages';
import type { Database, DbHandle } from '../../db/client';
import { COMPANY_STATUS_CHANNEL, parseCompanyStatus, selectInactiveCompanyIds, type CompanyStatusChange } from './company-status';
import { DEAL_NOTICES_CHANNEL, parseDealNotice } from './deal-notices';
import { ENTRY_EVENTS_CHANNEL, eventsAfter, eventsByIds, latestEventId, parseEventPayload, type EntryEvent } from './entry-events';
import { SESSION_ENDS_CHANNEL, endsSocket, parseSessionEnd, type SessionEnd } from './session-ends';
import type { SocketIdentity } from './socket-auth';
import { takesFrames, textFrame, writeOrDrop } from './socket-limits';
import { RadiusCities } from './radius-cities';
import { RecentEvents } from './recent-events';
import { viewKey, wantsEvent, type CompiledView, type Subscription } from './subscriptions';

/** After a burst of events the stats are pushed once, this long after the last one. */
const STATS_DEBOUNCE_MS = 1000;
/** Stats also move without events (members coming and going): pushed at least this often. */
const STATS_INTERVAL_MS = 60_000;
/** How often sockets whose access token ran out without a renewal are closed. */
const EXPIRY_CHECK_MS = 5000;
/** How many events one reconnecting client or process may catch up on. */
const CATCH_UP_LIMIT = 1000;
/** A catch-up the database refused is tried again, later each time (up to the maximum), until it succeeds. */
const CATCH_UP_RETRY_MS = 1000;
const CATCH_UP_RETRY_MAX_MS = 10_000;
/** Ids delivered lately, so a catch-up after a lost LISTEN connection never sends an event twice. */
const RECENT_IDS_KEPT = 5000;
/**
 * Fan-out costs a write per socket (the encoding is shared): events are written together rather than
 * one write per socket each. An event after a quiet spell goes out at once; the ones that follow wait
 * for the next fan-out, at least this long after the last one ended, and share its write (issue 15).
 */
const FANOUT_INTERVAL_MS = 50;
/**
 * …and at least this many times as long as the last fan-out kept the process busy, so that fan-out
 * takes at most half the process whatever the number of sockets: under load, writes grow larger
 * instead of more frequent, and requests (publishing) keep their share.
 */
const FANOUT_REST_FACTOR = 1;
/** A fan-out writes for at most this long before it lets the process answer requests and database replies. */
const FANOUT_SLICE_MS = 5;

const READY_FRAME = textFrame(JSON.stringify({ type: 'ready' } satisfies ServerMessage));
const RESYNC_FRAME = textFrame(JSON.stringify({ type: 'resync' } satisfies ServerMessage));

/**
 * The entry rules the hub applies per reader, owned by entries and handed over by app.ts, so the
 * realtime layer knows no module (decision 024): who manages an entry (§6) and an event's entry with
 * its places named in the reader's language (decision 015).
 */
export type EntryRules = {
  mayManage: (
    entry: { companyId: number; userId: number | null },
    caller: { userId: number; companyId: number; role: 'admin' | 'employee' },
  ) => boolean;
  eventEntryIn: <T extends Record<string, unknown>>(entryData: T, lang: UiLanguage) => T;
  /** Km between two GeoNames cities as the radius filter measures them, from what this process knows (see CityDistance). */
  cityDistanceKm: (db: Database, a: number, b: number) => number | null | undefined;
  /** Looks cities up, so that cityDistanceKm knows them. */
  knowCities: (db: Database, ids: readonly number[]) => Promise<unknown>;
};

type HubDeps = {
  db: Database;
  entryRules: EntryRules;
  listen: DbHandle['listen'];
  log: FastifyBaseLogger;
  clock: () => Date;
  stats: () => Promise<RealtimeStats>;
  /** A socket whose unsent data passes this is dropped (a reader that does not keep up). */
  maxBufferedBytes: number;
  /** Told, after each fan-out, how long its oldest event waited from reaching this process to its last write (metrics). */
  observeFanoutLag?: (seconds: number) => void;
};

/**
 * A connected socket; its identity is renewed by later `auth` messages, and so is `lang`, the reader's
 * interface language in which events name their places (decision 015).
 */
export type HubClient = { socket: WebSocket; identity: SocketIdentity; lang: UiLanguage };

/**
 * While a client catches up, live events wait in `held` so they follow the older ones, once each.
 * `subscription`: what it shows (null: it never said, and is sent every entry event).
 */
type Member = HubClient & { held: EntryEvent[] | null; subscription: Subscription };

/** One fan-out under way: its events, the sockets when it began, how far it got, how long it kept the process busy. */
type FanoutRun = {
  events: EntryEvent[];
  clients: Member[];
  next: number;
  busyMs: number;
  bytesFor: (client: Member) => Buffer | null;
  /** When its oldest event reached this process (performance.now()). */
  since: number;
};

/** A NOTIFY in arrival order; `event` undefined while it is still read back from the table, null if it is gone. */
type Arrival = { id: number; event: EntryEvent | null | undefined };

/**
 * Fans entry events out to this process's authenticated sockets (DESIGN §3, §4 scale-out). Every
 * process LISTENs on one channel, so an event published by any process reaches each client once.
 */
export class RealtimeHub {
  private readonly clients = new Set<Member>();
  private readonly recentIds = new Set<number>();
  /** The events of the last seconds, for views that just began (issue 30 item 1). */
  private readonly recentEvents = new RecentEvents();
  private readonly cities: RadiusCities;
  /** A fan-out waits for the cities of its events (radius filters). */
  private awaitingCities = false;
  private readonly eventListeners = new Set<(event: EntryEvent) => void>();
  private readonly companyListeners = new Set<(change: CompanyStatusChange) => void>();
  private lastId = 0;
  private readonly stopListening: (() => Promise<void>)[] = [];
  private statsTimer: NodeJS.Timeout | undefined;
  private readonly intervals: NodeJS.Timeout[] = [];
  /** Events delivered but not yet written to the sockets (the next fan-out sends them together). */
  private pending: EntryEvent[] = [];
  private pendingSince = 0;
  private fanoutScheduled: NodeJS.Timeout | NodeJS.Immediate | undefined;
  private fanout: FanoutRun | null = null;
  private nextFanoutAt = Number.NEGATIVE_INFINITY;
  /** NOTIFYs behind one that is still being read back wait here, so events keep their order. */
  private readonly arrivals: Arrival[] = [];
  private reading = false;
  private statsInFlight: Promise<RealtimeStats> | null = null;
  private statsFrame: { stats: RealtimeStats; frame: Buffer } | null = null;
  /**
   * Channels whose LISTEN connection was lost and whose catch-up has not finished (readiness, issue 16),
   * each with a mark of its latest loss: a catch-up that ends after a newer loss leaves the channel down.
   */
  private readonly listenDown = new Map<string, symbol>();
  private stopped = false;

  constructor(private readonly deps: HubDeps) {
    this.cities = new RadiusCities(
      (ids) => deps.entryRules.knowCities(deps.db, ids),
      (a, b) => deps.entryRules.cityDistanceKm(deps.db, a, b),
    );
  }

  /**
   * Whether every LISTEN connection is up and what was published while one was lost has been caught
   * up: until then this process may miss or delay events, and the health check says it is not ready.
   */
  listening(): boolean {
    return this.listenDown.size === 0;
  }

  /** Authenticated sockets held by this process (metrics, System page). */
  socketCount(): number {
    return this.clients.size;
  }

  /**
   * A restart (issue 34): every socket is closed with 1012 "service restart", so clients reconnect at
   * once, through the balancer to another process, and catch up on what they missed (`since`).
   */
  closeAllForRestart(): void {
    for (const client of this.clients) client.socket.close(1012, 'service restart');
    this.clients.clear();
    this.cities.reset();
  }

  /** LISTEN on `channel`; after a lost connection is back, `recover` catches up before the channel counts as up again. */
  private watch(channel: string, onPayload: (payload: string) => void, recover?: () => Promise<void>) {
    return this.deps.listen(
      channel,
      onPayload,
      () => void this.recovered(channel, recover),
      () => this.listenDown.set(channel, Symbol(channel)),
    );
  }

  private async recovered(channel: string, recover: (() => Promise<void>) | undefined): Promise<void> {
    const loss = this.listenDown.get(channel);
    await recover?.();
    if (this.listenDown.get(channel) === loss) this.listenDown.delete(channel);
  }

  async start(): Promise<void> {
    this.lastId = await latestEventId(this.deps.db);
    this.stopListening.push(
      await this.watch(
        ENTRY_EVENTS_CHANNEL,
        (payload) => this.onPayload(payload),
        () => this.catchUp(),
      ),
      // A change missed while the connection was lost is unknown: then every company is treated as changed.
      await this.watch(
        COMPANY_STATUS_CHANNEL,
        (payload) => void this.onCompanyPayload(payload),
        () => this.onCompanyStatus({ companyIds: null }),
      ),
      // An end missed while the connection was lost is still enforced: the member's next renewal or
      // the token's expiry closes the socket, within ACCESS_TOKEN_SECONDS.
      // Deals (issue 31): to the members of the deal's two companies only, each company its own view.
      await this.watch(DEAL_NOTICES_CHANNEL, (payload) => {
        const notice = parseDealNotice(payload);
        if (notice) for (const [companyId, message] of notice.byCompany) this.sendToCompany(companyId, message);
      }),
      await this.watch(SESSION_ENDS_CHANNEL, (payload) => {
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
    // Old events are pruned by one process per period for all of them (the job queue's schedule, jobs-plugin.ts).
    every(EXPIRY_CHECK_MS, async () => this.closeExpired());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.intervals) clearInterval(timer);
    clearTimeout(this.statsTimer);
    this.cancelFanout();
    this.fanout = null;
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
  async add(client: HubClient, since: number | undefined, subscription: Subscription = null): Promise<void> {
    // Frames are written as they are: no extension may change them per socket (plugins/websocket negotiates none).
    if (!takesFrames(client.socket)) throw new Error('websocket extensions are not supported by the realtime hub');
    await this.cities.knowCentres(subscription);
    const member: Member = Object.assign(client, { held: since === undefined ? null : [], subscription });
    this.cities.track(null, subscription);
    this.clients.add(member);
    client.socket.on('close', () => this.remove(member));
    this.write(member, READY_FRAME);
    if (since !== undefined) {
      const missed = await this.withoutInactiveCompanies(
        await eventsAfter(this.deps.db, since, this.deps.clock(), CATCH_UP_LIMIT).catch(() => []),
      );
      // Events delivered but not yet written join `held` now, so that each arrives once, after the older ones.
      this.fanOutNow();
      const sent = new Set(missed.map((event) => event.id));
      for (const event of missed) this.sendIfWanted(member, event);
      for (const event of member.held ?? []) if (!sent.has(event.id)) this.sendIfWanted(member, event);
      member.held = null;
    }
    const stats = await this.currentStats().catch(() => null);
    if (stats) this.write(member, this.statsFrameOf(stats));
  }

  /**
   * The socket shows other views now (issue 30 item 1): from here on it is sent the entry events that can
   * change them, and a view that just began the ones of the last seconds it wants (its list was read
   * before the subscription arrived).
   */
  async subscribe(client: HubClient, compiled: CompiledView[]): Promise<void> {
    await this.cities.knowCentres(compiled);
    const member = client as Member;
    if (!this.clients.has(member)) return;
    const before = new Set((member.subscription ?? []).map(viewKey));
    this.cities.track(member.subscription, compiled);
    member.subscription = compiled;
    const begun = compiled.filter((view) => !before.has(viewKey(view)));
    if (begun.length === 0 || member.held) return;
    // Pending events reach the socket with the next fan-out, under the new subscription.
    const pendingIds = new Set(this.pending.map((event) => event.id));
    for (const event of this.recentEvents.before(performance.now())) {
      if (pendingIds.has(event.id)) continue;
      if (wantsEvent(begun, event, member.identity.companyId, this.cities.distance)) this.sendEvent(member, event);
    }
  }

  private remove(member: Member): void {
    if (this.clients.delete(member)) this.cities.track(member.subscription, null);
  }

  /** The members with an authenticated socket on this process: search agents tell only these (issue 17). */
  connectedUserIds(): number[] {
    const ids = new Set<number>();
    for (const client of this.clients) ids.add(client.identity.userId);
    return [...ids];
  }

  /**
   * A message for one member, to each of their sockets on this process, encoded once per language
   * (`messageIn` names places in the socket's): a search agent's match (issue 17).
   */
  sendToMember(userId: number, messageIn: (lang: UiLanguage) => ServerMessage): void {
    const frames = new Map<UiLanguage, Buffer>();
    for (const client of this.clients) {
      if (client.identity.userId !== userId || client.socket.readyState !== client.socket.OPEN) continue;
      let frame = frames.get(client.lang);
      if (!frame) frames.set(client.lang, (frame = textFrame(JSON.stringify(messageIn(client.lang)))));
      this.write(client, frame);
    }
  }

  /** A message for every member of one company with an open socket on this process, encoded once. */
  sendToCompany(companyId: number, message: ServerMessage): void {
    let frame: Buffer | undefined;
    for (const client of this.clients) {
      if (client.identity.companyId !== companyId || client.socket.readyState !== client.socket.OPEN) continue;
      frame ??= textFrame(JSON.stringify(message));
      this.write(client, frame);
    }
  }

  /**
   * A NOTIFY: an event whole is delivered at once; one that travelled as its id only is read back, the
   * ones arriving meanwhile read in the same query, and the ones behind it wait so that order is kept.
   */
  private onPayload(payload: string): void {
    const parsed = parseEventPayload(payload);
    if (!parsed) return;
    if (parsed.event && this.arrivals.length === 0) {
      this.deliver(parsed.event);
      return;
    }
    this.arrivals.push({ id: parsed.id, event: parsed.event ?? undefined });
    this.deliverArrivals();
  }

  private deliverArrivals(): void {
    while (this.arrivals.length > 0 && this.arrivals[0]!.event !== undefined) {
      const { event } = this.arrivals.shift()!;
      if (event) this.deliver(event);
    }
    if (this.arrivals.length > 0 && !this.reading) void this.readArrivals();
  }

  private async readArrivals(): Promise<void> {
    this.reading = true;
    const unread = this.arrivals.filter((arrival) => arrival.event === undefined);
    try {
      const ids = unread.map((arrival) => arrival.id);
      const found = new Map((await eventsByIds(this.deps.db, ids)).map((event) => [event.id, event]));
      for (const arrival of unread) arrival.event = found.get(arrival.id) ?? null;
    } catch (error) {
      this.deps.log.warn({ err: error }, 'realtime event could not be read');
      for (const arrival of unread) arrival.event = null;
    } finally {
      this.reading = false;
    }
    this.deliverArrivals();
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
    this.fanOutNow();
    for (const client of this.clients) if (!client.held) this.write(client, RESYNC_FRAME);
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
      this.remove(client);
      client.socket.close(code, end.reason);
    }
  }

  /** Sockets whose access token ran out and was not renewed by a later `auth` message. */
  closeExpired(): void {
    const now = this.deps.clock().getTime();
    for (const client of this.clients) {
      if (!client.identity.expiresAt || client.identity.expiresAt.getTime() > now) continue;
      this.remove(client);
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
      this.remove(client);
      client.socket.close(WS_CLOSE_SESSION_ENDED, 'company inactive');
    }
  }

  /**
   * After the LISTEN connection came back: the events published while it was away. The database may
   * still refuse the pool's connections for a moment (it was just restarted), so a failed read is
   * tried again, later each time, until it succeeds; meanwhile the process reports not ready.
   */
  private async catchUp(): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt++) {
      try {
        for (const event of await eventsAfter(this.deps.db, this.lastId, this.deps.clock(), CATCH_UP_LIMIT)) this.deliver(event);
        return;
      } catch (error) {
        this.deps.log.warn({ err: error, attempt }, 'realtime catch-up failed');
        const wait = Math.min(CATCH_UP_RETRY_MS * attempt, CATCH_UP_RETRY_MAX_MS);
        await new Promise<void>((resolve) => void setTimeout(resolve, wait).unref());
      }
    }
  }

  /** An event this process learned of: once each, to the listeners at once and to the sockets with the next fan-out. */
  private deliver(event: EntryEvent): void {
    if (this.recentIds.has(event.id)) return;
    this.recentIds.add(event.id);
    if (this.recentIds.size > RECENT_IDS_KEPT) this.recentIds.delete(this.recentIds.values().next().value!);
    this.lastId = Math.max(this.lastId, event.id);
    for (const listener of this.eventListeners) listener(event);
    const now = performance.now();
    this.recentEvents.add(event, now);
    if (this.pending.length === 0) this.pendingSince = now;
    this.pending.push(event);
    this.cities.knowEventCities(event);
    this.scheduleFanout();
  }

  /**
   * The next fan-out: right after the current work (events arriving together share it) when the last
   * one ended long enough ago, else once it did; never while one is under way (it schedules the next).
   */
  private scheduleFanout(): void {
    if (this.fanoutScheduled || this.fanout || this.awaitingCities) return;
    const cities = this.cities.pending();
    if (cities) {
      this.awaitingCities = true;
      void cities.then(() => {
        this.awaitingCities = false;
        this.scheduleFanout();
      });
      return;
    }
    const wait = this.nextFanoutAt - performance.now();
    this.fanoutScheduled = wait > 0 ? setTimeout(() => this.startFanout(), wait) : setImmediate(() => this.startFanout());
  }

  private cancelFanout(): void {
    clearTimeout(this.fanoutScheduled as NodeJS.Timeout | undefined);
    clearImmediate(this.fanoutScheduled as NodeJS.Immediate | undefined);
    this.fanoutScheduled = undefined;
  }

  /**
   * Writes the pending events to every socket, one write per socket. The bytes are encoded and framed
   * once per reader class (another company's reader, a colleague who may only read, one who may manage)
   * and language, at most 15 per event whatever the number of sockets; a socket of a company that
   * published none of the events is another company's reader of all of them, so it costs a lookup and
   * the write. A subscribed socket gets only the events it wants (issue 30 item 1): sockets that want the
   * same events still share their bytes. Sockets still catching up keep the events in `held`.
   */
  private startFanout(): void {
    this.cancelFanout();
    if (this.fanout || this.pending.length === 0) return;
    const events = this.pending;
    this.pending = [];
    const publishers = new Set(events.map((event) => event.company_id));
    const frames = new Map<string, Buffer>();
    const byVariant = new Map<string, Buffer>();
    const frameOf = (event: EntryEvent, view: ReaderView, lang: UiLanguage) => {
      // A delete names the entry only, the same for every reader class.
      const key = `${event.id}|${event.type.endsWith('_delete') ? 'other' : view}|${lang}`;
      let frame = frames.get(key);
      if (!frame) frames.set(key, (frame = textFrame(JSON.stringify(message(this.deps.entryRules, event, view, lang)))));
      return frame;
    };
    const bytesFor = (client: Member): Buffer | null => {
      const other = client.identity.companyId === null || !publishers.has(client.identity.companyId);
      const views = other ? null : events.map((event) => readerView(this.deps.entryRules, event, client.identity));
      const wanted = client.subscription
        ? events.map((event) => wantsEvent(client.subscription, event, client.identity.companyId, this.cities.distance))
        : null;
      if (wanted && !wanted.includes(true)) return null;
      const variant = `${client.lang}|${views?.join(',') ?? ''}|${wanted?.map(Number).join('') ?? ''}`;
      let bytes = byVariant.get(variant);
      if (!bytes) {
        const parts = events.flatMap((event, index) =>
          wanted && !wanted[index] ? [] : [frameOf(event, views?.[index] ?? 'other', client.lang)],
        );
        bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
        byVariant.set(variant, bytes);
      }
      return bytes;
    };
    this.fanout = { events, clients: [...this.clients], next: 0, busyMs: 0, bytesFor, since: this.pendingSince };
    this.continueFanout(this.fanout, FANOUT_SLICE_MS);
  }

  /** Writes to the run's sockets for about `sliceMs`, then lets the process breathe and goes on. */
  private continueFanout(run: FanoutRun, sliceMs: number): void {
    if (this.fanout !== run) return;
    const started = performance.now();
    const { clients, events } = run;
    while (run.next < clients.length) {
      const client = clients[run.next++]!;
      if (client.held) client.held.push(...events);
      else if (client.socket.readyState === client.socket.OPEN) {
        const bytes = run.bytesFor(client);
        if (bytes) this.write(client, bytes);
      }
      if ((run.next & 63) === 0 && performance.now() - started > sliceMs) break;
    }
    const ended = performance.now();
    run.busyMs += ended - started;
    if (run.next < clients.length) {
      setImmediate(() => this.continueFanout(run, FANOUT_SLICE_MS));
      return;
    }
    this.fanout = null;
    this.deps.observeFanoutLag?.((ended - run.since) / 1000);
    this.nextFanoutAt = ended + Math.max(FANOUT_INTERVAL_MS, run.busyMs * FANOUT_REST_FACTOR);
    if (this.pending.length > 0) this.scheduleFanout();
    this.scheduleStats();
  }

  /** Finishes the fan-out under way and writes what is pending, at once (a catch-up ends, a resync goes out). */
  private fanOutNow(): void {
    if (this.fanout) this.continueFanout(this.fanout, Number.POSITIVE_INFINITY);
    this.startFanout();
    if (this.fanout) this.continueFanout(this.fanout, Number.POSITIVE_INFINITY);
  }

  /** A caught-up event, if the socket's subscription wants it. */
  private sendIfWanted(client: Member, event: EntryEvent): void {
    if (wantsEvent(client.subscription, event, client.identity.companyId, this.cities.distance)) this.sendEvent(client, event);
  }

  /** One client's catch-up: its own encoding, as few clients catch up at once. */
  private sendEvent(client: Member, event: EntryEvent): void {
    this.write(
      client,
      textFrame(
        JSON.stringify(message(this.deps.entryRules, event, readerView(this.deps.entryRules, event, client.identity), client.lang)),
      ),
    );
  }

  /** A reader that does not keep up (its send buffer past the bound) is dropped, not buffered without end. */
  private write(client: Member, frames: Buffer): void {
    if (!writeOrDrop(client.socket, frames, this.deps.maxBufferedBytes)) this.remove(client);
  }

  private scheduleStats(): void {
    clearTimeout(this.statsTimer);
    this.statsTimer = setTimeout(() => void this.pushStats().catch(() => undefined), STATS_DEBOUNCE_MS);
    this.statsTimer.unref();
  }

  /** The stats, counted once for every socket that asks meanwhile (thousands join together after a restart). */
  private currentStats(): Promise<RealtimeStats> {
    if (!this.statsInFlight) {
      const computing = this.deps.stats().finally(() => {
        if (this.statsInFlight === computing) this.statsInFlight = null;
      });
      this.statsInFlight = computing;
    }
    return this.statsInFlight;
  }

  /** The stats message, encoded once per stats counted (the stats are shared for STATS_CACHE_MS). */
  private statsFrameOf(stats: RealtimeStats): Buffer {
    if (this.statsFrame?.stats !== stats) {
      this.statsFrame = { stats, frame: textFrame(JSON.stringify({ type: 'stats', data: stats } satisfies ServerMessage)) };
    }
    return this.statsFrame.frame;
  }

  private async pushStats(): Promise<void> {
    if (this.clients.size === 0) return;
    const frame = this.statsFrameOf(await this.currentStats());
    for (const client of this.clients) this.write(client, frame);
  }
}

type ReaderView = 'other' | 'own' | 'managed';

/** §6 for one reader, by the one rule of entries.service: the poster and the company's admins manage the entry. */
function readerView(rules: EntryRules, event: EntryEvent, reader: SocketIdentity): ReaderView {
  if (reader.companyId !== event.company_id) return 'other';
  const poster = (event.entry_data.user as { id?: number } | null | undefined)?.id ?? null;
  const caller = { userId: reader.userId, companyId: reader.companyId, role: reader.role ?? 'employee' } as const;
  return rules.mayManage({ companyId: event.company_id, userId: poster }, caller) ? 'managed' : 'own';
}

function message(rules: EntryRules, event: EntryEvent, view: ReaderView, lang: UiLanguage): ServerMessage {
  const named = rules.eventEntryIn(event.entry_data, lang);
  // Issue 33: how often an entry was reported gone is told to its own company only.
  // Issue 33 item 4: other companies get the notes without the contacts staff have not cleared; no one gets both.
  const {
    gone_reports: goneReports,
    notes_for_others: masked,
    ...rest
  } = named as typeof named & {
    gone_reports?: unknown;
    notes_for_others?: unknown;
  };
  const forOthers = typeof masked === 'string' ? { ...rest, notes: masked } : rest;
  const own = goneReports === undefined ? rest : { ...rest, gone_reports: goneReports };
  const shown = view === 'other' ? forOthers : own;
  const entryData = event.type.endsWith('_delete') ? named : { ...shown, is_own: view !== 'other', can_manage: view === 'managed' };
  return { type: event.type, id: event.id, entry_data: entryData };
}
