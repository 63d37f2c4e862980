/** A shared computation; `forget()` drops the kept value, so the next caller computes afresh. */
export type Shared<T> = (() => Promise<T>) & { forget(): void };

/**
 * One computation shared by every caller for `ttlMs` (and by concurrent callers while it runs):
 * the realtime stats count every live entry, which a page of a thousand members must not repeat.
 * A failed computation is not kept. `ttlMs` 0 computes every time.
 */
export function sharedFor<T>(ttlMs: number, compute: () => Promise<T>, nowMs: () => number = Date.now): Shared<T> {
  let latest: { value: Promise<T>; until: number } | null = null;
  const get = () => {
    if (ttlMs <= 0) return compute();
    if (latest && latest.until > nowMs()) return latest.value;
    const value = compute();
    const entry = { value, until: nowMs() + ttlMs };
    latest = entry;
    value.catch(() => {
      if (latest === entry) latest = null;
    });
    return value;
  };
  return Object.assign(get, {
    forget: () => {
      latest = null;
    },
  });
}
