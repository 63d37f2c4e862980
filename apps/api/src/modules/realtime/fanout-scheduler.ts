import type { UiLanguage } from '@freight/shared/languages';
import type { EntryEvent } from './entry-events.queries';
import { message, readerView, type EntryRules, type ReaderView } from './event-messages';
import type { RadiusCities } from './radius-cities';
import type { Member, SocketRegistry } from './socket-registry';
import { textFrame } from './socket-limits';
import { wantsEvent } from './subscriptions';

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

type FanoutDeps = {
  sockets: SocketRegistry;
  cities: RadiusCities;
  entryRules: EntryRules;
  /** Told, after each fan-out, how long its oldest event waited from reaching this process to its last write (metrics). */
  observeFanoutLag?: (seconds: number) => void;
  /** After each fan-out (the stats follow the events). */
  onFanoutEnded: () => void;
};

/** When the events this process learned of are written to its sockets, and how many bytes that takes. */
export class FanoutScheduler {
  /** Events delivered but not yet written to the sockets (the next fan-out sends them together). */
  private pending: EntryEvent[] = [];
  private pendingSince = 0;
  private fanoutScheduled: NodeJS.Timeout | NodeJS.Immediate | undefined;
  private fanout: FanoutRun | null = null;
  private nextFanoutAt = Number.NEGATIVE_INFINITY;
  /** A fan-out waits for the cities of its events (radius filters). */
  private awaitingCities = false;

  constructor(private readonly deps: FanoutDeps) {}

  /** An event for the next fan-out; `now` is when it reached this process (performance.now()). */
  add(event: EntryEvent, now: number): void {
    if (this.pending.length === 0) this.pendingSince = now;
    this.pending.push(event);
    this.deps.cities.knowEventCities(event);
    this.scheduleFanout();
  }

  /** The ids of the events that the next fan-out writes. */
  pendingIds(): Set<number> {
    return new Set(this.pending.map((event) => event.id));
  }

  stop(): void {
    this.cancelFanout();
    this.fanout = null;
  }

  /**
   * The next fan-out: right after the current work (events arriving together share it) when the last
   * one ended long enough ago, else once it did; never while one is under way (it schedules the next).
   */
  private scheduleFanout(): void {
    if (this.fanoutScheduled || this.fanout || this.awaitingCities) return;
    const cities = this.deps.cities.pending();
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
    const { entryRules, cities } = this.deps;
    const publishers = new Set(events.map((event) => event.company_id));
    const frames = new Map<string, Buffer>();
    const byVariant = new Map<string, Buffer>();
    const frameOf = (event: EntryEvent, view: ReaderView, lang: UiLanguage) => {
      // A delete names the entry only, the same for every reader class.
      const key = `${event.id}|${event.type.endsWith('_delete') ? 'other' : view}|${lang}`;
      let frame = frames.get(key);
      if (!frame) frames.set(key, (frame = textFrame(JSON.stringify(message(entryRules, event, view, lang)))));
      return frame;
    };
    const bytesFor = (client: Member): Buffer | null => {
      const other = client.identity.companyId === null || !publishers.has(client.identity.companyId);
      const views = other ? null : events.map((event) => readerView(entryRules, event, client.identity));
      const wanted = client.subscription
        ? events.map((event) => wantsEvent(client.subscription, event, client.identity.companyId, cities.distance))
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
    this.fanout = { events, clients: [...this.deps.sockets.members], next: 0, busyMs: 0, bytesFor, since: this.pendingSince };
    this.continueFanout(this.fanout, FANOUT_SLICE_MS);
  }

  /** Writes to the run's sockets for about `sliceMs`, then lets the process breathe and goes on. */
  private continueFanout(run: FanoutRun, sliceMs: number): void {
    if (this.fanout !== run) return;
    const started = performance.now();
    const { clients, events } = run;
    const { sockets } = this.deps;
    while (run.next < clients.length) {
      const client = clients[run.next++]!;
      if (client.held) client.held.push(...events);
      else if (client.socket.readyState === client.socket.OPEN) {
        const bytes = run.bytesFor(client);
        if (bytes) sockets.write(client, bytes);
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
    this.deps.onFanoutEnded();
  }

  /** Finishes the fan-out under way and writes what is pending, at once (a catch-up ends, a resync goes out). */
  fanOutNow(): void {
    if (this.fanout) this.continueFanout(this.fanout, Number.POSITIVE_INFINITY);
    this.startFanout();
    if (this.fanout) this.continueFanout(this.fanout, Number.POSITIVE_INFINITY);
  }
}
