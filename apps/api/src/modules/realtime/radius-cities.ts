import type { EntryEvent } from './entry-events.queries';
import { eventCities, hasRadius, radiusCentres, type CityDistance, type Subscription } from './subscriptions';

/**
 * The cities a radius filter measures between (issue 30 item 1, decision 042): a subscription's centres
 * are looked up before it applies and, while any socket filters by a radius, an event's cities before its
 * fan-out (on the publishing process they are known already), so that the distance decides and not a
 * "maybe". A failed look-up leaves a city unknown, and its events are sent.
 */
export class RadiusCities {
  /** Sockets whose subscription filters by a radius. */
  private subscribers = 0;
  /** Look-ups under way; the fan-out waits for them. */
  private looking: Promise<unknown> | null = null;

  constructor(
    private readonly lookUp: (ids: readonly number[]) => Promise<unknown>,
    readonly distance: CityDistance,
  ) {}

  /** A socket's subscription went from `before` to `after` (null: no socket, or no subscription). */
  track(before: Subscription, after: Subscription): void {
    if (hasRadius(before)) this.subscribers -= 1;
    if (hasRadius(after)) this.subscribers += 1;
  }

  reset(): void {
    this.subscribers = 0;
  }

  async knowCentres(subscription: Subscription): Promise<void> {
    const centres = radiusCentres(subscription);
    if (centres.length > 0) await this.lookUp(centres).catch(() => undefined);
  }

  knowEventCities(event: EntryEvent): void {
    if (this.subscribers === 0) return;
    const unknown = eventCities(event).filter((id) => this.distance(id, id) === undefined);
    if (unknown.length === 0) return;
    const looking = this.lookUp(unknown).catch(() => undefined);
    const all = Promise.all([this.looking, looking]).then(() => {
      if (this.looking === all) this.looking = null;
    });
    this.looking = all;
  }

  /** Settles once the look-ups under way have; null when none is. */
  pending(): Promise<unknown> | null {
    return this.looking;
  }
}
