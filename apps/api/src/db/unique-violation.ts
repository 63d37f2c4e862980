/**
 * True when `error`, or one of its causes (drizzle wraps the driver's error), is PostgreSQL's unique violation
 * (23505), of `constraint` when one is named: the loser of two writes sent at once, which a check before the
 * write cannot stop.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const found = cause as { code?: unknown; constraint?: unknown };
    if (found.code === '23505' && (constraint === undefined || found.constraint === constraint)) return true;
  }
  return false;
}
