import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeStats } from '@freight/shared/content';
import type { ServerMessage } from '@freight/shared/events';
import type { UiLanguage } from '@freight/shared/languages';
import type { Database, DbHandle } from '../../db/client';
import { HubChannels } from './channels';
import type { CompanyStatusChange } from './company-status.service';
import type { EntryEvent } from './entry-events.queries';
import { EventOrder } from './event-order';
import { message, readerView, type EntryRules } from './event-messages';
import { FanoutScheduler } from './fanout-scheduler';
import { RadiusCities } from './radius-cities';
import { RecentEvents } from './recent-events';
import { takesFrames, textFrame } from './socket-limits';
import { SocketRegistry, type HubClient, type Member } from './socket-registry';
import { StatsPush } from './stats-push';
import { viewKey, wantsEvent, type CompiledView, type Subscription } from './subscriptions';

/** Stats also move without events (members coming and going): pushed at least this often. */
const STATS_INTERVAL_MS = 60_000;
/** How often sockets whose access token ran out without a renewal are closed. */
const EXPIRY_CHECK_MS = 5000;

const READY_FRAME = textFrame(JSON.stringify({ type: 'ready' } satisfies ServerMessage));
const RESYNC_FRAME = textFrame(JSON.stringify({ type: 'resync' } satisfies ServerMessage));

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
 * Fans entry events out to this process's authenticated sockets (DESIGN §3, §4 scale-out). Every
 * process LISTENs on one channel, so an event published by any process reaches each client once.
 */
export class RealtimeHub {
  /** The events of the last seconds, for views that just began (issue 30 item 1). */
  private readonly recentEvents = new RecentEvents();
  private readonly cities: RadiusCities;
  private readonly sockets: SocketRegistry;
  private readonly stats: StatsPush;
  private readonly fanout: FanoutScheduler;
  private readonly order: EventOrder;
  private readonly channels: HubChannels;
  private readonly eventListeners = new Set<(event: EntryEvent) => void>();
  private readonly companyListeners = new Set<(change: CompanyStatusChange) => void>();
  private readonly memberListeners = new Set<(userIds: number[] | null) => void>();
  private readonly intervals: NodeJS.Timeout[] = [];

  constructor(private readonly deps: HubDeps) {
    this.cities = new RadiusCities(
      (ids) => deps.entryRules.knowCities(deps.db, ids),
      (a, b) => deps.entryRules.cityDistanceKm(deps.db, a, b),
    );
    this.sockets = new SocketRegistry({ db: deps.db, clock: deps.clock, cities: this.cities, maxBufferedBytes: deps.maxBufferedBytes });
    this.stats = new StatsPush(deps.stats, this.sockets);
    this.fanout = new FanoutScheduler({
      sockets: this.sockets,
      cities: this.cities,
      entryRules: deps.entryRules,
      observeFanoutLag: deps.observeFanoutLag,
      onFanoutEnded: () => this.stats.schedule(),
    });
    this.order = new EventOrder({ db: deps.db, log: deps.log, clock: deps.clock, deliver: (event) => this.deliver(event) });
    this.channels = new HubChannels(deps.listen);
  }

  /**
   * Whether every LISTEN connection is up and what was published while one was lost has been caught
   * up: until then this process may miss or delay events, and the health check says it is not ready.
   */
  listening(): boolean {
    return this.channels.listening();
  }

  /** Authenticated sockets held by this process (metrics, System page). */
  socketCount(): number {
    return this.sockets.count();
  }

  /** Every socket closes with 1012 "service restart" and reconnects elsewhere (issue 34, SocketRegistry). */
  closeAllForRestart(): void {
    this.sockets.closeAllForRestart();
  }

  async start(): Promise<void> {
    await this.order.start();
    await this.channels.start({
      onEntryEvent: (payload) => this.order.onPayload(payload),
      catchUpEntryEvents: () => this.order.catchUp(),
      onCompanyStatus: (change) => this.onCompanyStatus(change),
      onMemberStanding: (userIds) => {
        for (const listener of this.memberListeners) listener(userIds);
      },
      sendToCompany: (companyId, message) => this.sockets.sendToCompany(companyId, message),
      endSessions: (end) => this.sockets.endSessions(end),
    });
    const every = (ms: number, task: () => Promise<void>) => {
      const timer = setInterval(
        () => void task().catch((error: unknown) => this.deps.log.warn({ err: error }, 'realtime task failed')),
        ms,
      );
      timer.unref();
      this.intervals.push(timer);
    };
    every(STATS_INTERVAL_MS, () => this.stats.push());
    // A subscription runs out at its moment, not at the next hourly sweep: its members' sockets close within this.
    every(STATS_INTERVAL_MS, () => this.sockets.closeInactiveMembers());
    // Old events are pruned by one process per period for all of them (the job queue's schedule, jobs-plugin.ts).
    every(EXPIRY_CHECK_MS, async () => this.sockets.closeExpired());
  }

  async stop(): Promise<void> {
    this.order.stop();
    for (const timer of this.intervals) clearInterval(timer);
    this.stats.stop();
    this.fanout.stop();
    await this.channels.stop();
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

  /** Runs for every change of a member's standing this process learns of (null: of any member). */
  onMemberChange(listener: (userIds: number[] | null) => void): () => void {
    this.memberListeners.add(listener);
    return () => this.memberListeners.delete(listener);
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
    this.sockets.add(member);
    client.socket.on('close', () => this.sockets.remove(member));
    this.sockets.write(member, READY_FRAME);
    if (since !== undefined) {
      const missed = await this.order.missedSince(since);
      // Events delivered but not yet written join `held` now, so that each arrives once, after the older ones.
      this.fanout.fanOutNow();
      const sent = new Set(missed.map((event) => event.id));
      for (const event of missed) this.sendIfWanted(member, event);
      for (const event of member.held ?? []) if (!sent.has(event.id)) this.sendIfWanted(member, event);
      member.held = null;
    }
    const stats = await this.stats.current().catch(() => null);
    if (stats) this.sockets.write(member, this.stats.frameOf(stats));
  }

  /**
   * The socket shows other views now (issue 30 item 1): from here on it is sent the entry events that can
   * change them, and a view that just began the ones of the last seconds it wants (its list was read
   * before the subscription arrived).
   */
  async subscribe(client: HubClient, compiled: CompiledView[]): Promise<void> {
    await this.cities.knowCentres(compiled);
    const member = client as Member;
    if (!this.sockets.has(member)) return;
    const before = new Set((member.subscription ?? []).map(viewKey));
    this.cities.track(member.subscription, compiled);
    member.subscription = compiled;
    const begun = compiled.filter((view) => !before.has(viewKey(view)));
    if (begun.length === 0 || member.held) return;
    // Pending events reach the socket with the next fan-out, under the new subscription.
    const pendingIds = this.fanout.pendingIds();
    for (const event of this.recentEvents.before(performance.now())) {
      if (pendingIds.has(event.id)) continue;
      if (wantsEvent(begun, event, member.identity.companyId, this.cities.distance)) this.sendEvent(member, event);
    }
  }

  /** The members with an authenticated socket on this process: search agents tell only these (issue 17). */
  connectedUserIds(): number[] {
    return this.sockets.connectedUserIds();
  }

  /** A message for one member's sockets, encoded once per language: a search agent's match (issue 17). */
  sendToMember(userId: number, messageIn: (lang: UiLanguage) => ServerMessage): void {
    this.sockets.sendToMember(userId, messageIn);
  }

  /**
   * A company was deactivated or re-approved: caches forget it, its members' sockets close with
   * "session over", and every other reader re-reads lists and stats, which now omit or bring back
   * its entries without any entry event.
   */
  private async onCompanyStatus(change: CompanyStatusChange): Promise<void> {
    this.companyChanged(change);
    try {
      await this.sockets.closeInactiveMembers();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'realtime company check failed');
    }
    this.fanout.fanOutNow();
    for (const client of this.sockets.members) if (!client.held) this.sockets.write(client, RESYNC_FRAME);
    this.stats.schedule();
  }

  /** An event this process learned of (once, in order): to the listeners at once and to the sockets with the next fan-out. */
  private deliver(event: EntryEvent): void {
    for (const listener of this.eventListeners) listener(event);
    const now = performance.now();
    this.recentEvents.add(event, now);
    this.fanout.add(event, now);
  }

  /** A caught-up event, if the socket's subscription wants it. */
  private sendIfWanted(client: Member, event: EntryEvent): void {
    if (wantsEvent(client.subscription, event, client.identity.companyId, this.cities.distance)) this.sendEvent(client, event);
  }

  /** One client's catch-up: its own encoding, as few clients catch up at once. */
  private sendEvent(client: Member, event: EntryEvent): void {
    this.sockets.write(
      client,
      textFrame(
        JSON.stringify(message(this.deps.entryRules, event, readerView(this.deps.entryRules, event, client.identity), client.lang)),
      ),
    );
  }
}
