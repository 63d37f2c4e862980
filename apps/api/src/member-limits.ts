/**
 * Per-member limits on reading the exchange and on publishing (decision 071): a token bucket per key,
 * kept in this process's memory. A search or an entry page costs a map lookup here, never a statement:
 * a limit counted in PostgreSQL (throttle.ts) would add a write to every search.
 *
 * A bucket holds up to `burst` requests and refills at `perSecond`; a request takes one, and an empty
 * bucket answers how many whole seconds until it holds one again (the Retry-After of the 429).
 */
export type BucketRule = { burst: number; perSecond: number };

/** `refusing`: the last request was refused, so the next refusal is not a new onset. */
type Bucket = { tokens: number; at: number; refusing: boolean };

/** 0 when allowed, else the seconds to wait; `onset` on the first refusal after an allowed request. */
export type Taken = { wait: number; onset: boolean };

/** Buckets kept before the full ones are swept out (a full bucket is the same as none). */
const SWEEP_FROM = 10_000;

export class MemberLimits {
  private readonly buckets = new Map<string, Bucket>();
  private sweepAt = SWEEP_FROM;

  constructor(private readonly rule: BucketRule) {}

  /** Takes one request from `key`'s bucket. */
  take(key: string, nowMs: number): Taken {
    const bucket = this.refilled(key, nowMs);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      bucket.refusing = false;
      return { wait: 0, onset: false };
    }
    const onset = !bucket.refusing;
    bucket.refusing = true;
    return { wait: Math.max(1, Math.ceil((1 - bucket.tokens) / this.rule.perSecond)), onset };
  }

  private refilled(key: string, nowMs: number): Bucket {
    const known = this.buckets.get(key);
    if (known) {
      const seconds = Math.max(0, nowMs - known.at) / 1000;
      known.tokens = Math.min(this.rule.burst, known.tokens + seconds * this.rule.perSecond);
      known.at = nowMs;
      return known;
    }
    if (this.buckets.size >= this.sweepAt) this.sweep(nowMs);
    const fresh = { tokens: this.rule.burst, at: nowMs, refusing: false };
    this.buckets.set(key, fresh);
    return fresh;
  }

  /** Forgets the buckets that have refilled since their last use; sweeps again only when the map has doubled. */
  private sweep(nowMs: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((nowMs - bucket.at) / 1000) * this.rule.perSecond >= this.rule.burst) this.buckets.delete(key);
    }
    this.sweepAt = Math.max(SWEEP_FROM, this.buckets.size * 2);
  }

  /** Buckets held (for the test of the sweep). */
  get size(): number {
    return this.buckets.size;
  }
}
