import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from './app-error';
import type { Database } from './db/client';
import { throttleCounters } from './db/schema';

/** One limit: at most `limit` hits per fixed window of `windowSeconds`, counted under `key`. */
export type ThrottleRule = { key: string; limit: number; windowSeconds: number };

/** 429 `rate_limited`; the error handler sends `retryAfterSeconds` as the Retry-After header. */
export class RateLimitedError extends AppError {
  declare readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('rate_limited', { retryAfterSeconds });
  }
}

const windowStartOf = (now: Date, windowSeconds: number) => {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
};

/**
 * Counts one hit under every rule and answers how long the caller must wait (0 = allowed).
 * The counters live in PostgreSQL so every API process shares them (DESIGN §4 scale-out); one
 * `INSERT … ON CONFLICT DO UPDATE` per call makes the count atomic even for parallel requests.
 * Windows are aligned to the clock (fixed windows), so processes agree on where one starts.
 */
export async function hit(db: Database, rules: ThrottleRule[], now: Date): Promise<number> {
  return (await hitWithOnset(db, rules, now)).wait;
}

/**
 * `hit`, also telling whether this very hit went past a limit (`onset`: the count is one above it), so a
 * lockout is recorded once, not on every refused attempt after it (issue 33 audit log).
 */
export async function hitWithOnset(db: Database, rules: ThrottleRule[], now: Date): Promise<{ wait: number; onset: boolean }> {
  if (rules.length === 0) return { wait: 0, onset: false };
  const rows = rules.map((rule) => ({ key: rule.key, windowStart: windowStartOf(now, rule.windowSeconds), count: 1 }));
  const counted = await db
    .insert(throttleCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        // A counter from an earlier window starts again at 1; a later one (clock skew between processes) keeps counting.
        count: sql`CASE WHEN ${throttleCounters.windowStart} >= excluded.window_start THEN ${throttleCounters.count} + 1 ELSE 1 END`,
        windowStart: sql`GREATEST(${throttleCounters.windowStart}, excluded.window_start)`,
      },
    })
    .returning({ key: throttleCounters.key, count: throttleCounters.count, windowStart: throttleCounters.windowStart });

  let wait = 0;
  let onset = false;
  for (const rule of rules) {
    const row = counted.find((candidate) => candidate.key === rule.key);
    if (!row || row.count <= rule.limit) continue;
    if (row.count === rule.limit + 1) onset = true;
    const windowEnd = row.windowStart.getTime() + rule.windowSeconds * 1000;
    wait = Math.max(wait, Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)));
  }
  return { wait, onset };
}

/** Counts the hit and throws 429 when any rule is exceeded. */
export async function enforce(db: Database, rules: ThrottleRule[], now: Date): Promise<void> {
  const wait = await hit(db, rules, now);
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Gives one hit back (a successful login must not use up the allowance of a shared office IP). */
export async function release(db: Database, rules: ThrottleRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    await db
      .update(throttleCounters)
      .set({ count: sql`GREATEST(${throttleCounters.count} - 1, 0)` })
      .where(and(eq(throttleCounters.key, rule.key), eq(throttleCounters.windowStart, windowStartOf(now, rule.windowSeconds))));
  }
}

/**
 * A cooldown under `key` (an entry's refresh, §4): answers 0 and takes it when the last claim is at
 * least `cooldownMs` old, else the milliseconds still to wait (at least 1). The row's window_start is
 * the last claim; the upsert only moves it when the cooldown is over, atomically for parallel requests.
 */
export async function claimCooldown(db: Database, key: string, now: Date, cooldownMs: number): Promise<number> {
  const over = new Date(now.getTime() - cooldownMs).toISOString();
  const claimed = await db
    .insert(throttleCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: { windowStart: now, count: 1 },
      setWhere: sql`${throttleCounters.windowStart} <= ${over}::timestamptz`,
    })
    .returning({ key: throttleCounters.key });
  if (claimed.length > 0) return 0;
  const [last] = await db.select({ at: throttleCounters.windowStart }).from(throttleCounters).where(eq(throttleCounters.key, key));
  return Math.max(1, last ? last.at.getTime() + cooldownMs - now.getTime() : cooldownMs);
}

/**
 * Counters of windows that ended a day ago say nothing any more; dropping them keeps the table small.
 * One process runs it for all, once an hour (the job queue's schedule, jobs-plugin.ts).
 */
export async function prune(db: Database, now: Date): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
