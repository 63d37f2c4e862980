/** A step of an entry the API refuses for its pace (429): a refresh (§4), or a publish past the company's limit (decision 071). */
type LimitedStep = 'refresh' | 'publish';

/** The alert of a refused step: when the next one is possible, from the answer's Retry-After. */
export function limitedMessage(step: LimitedStep, retryAfterSeconds: number | undefined): { key: string; values?: { count: number } } {
  const base = `entries.${step}Limited`;
  if (retryAfterSeconds === undefined || retryAfterSeconds <= 0) return { key: base };
  // Under a minute the seconds themselves; otherwise whole minutes, rounded up so the member never comes back too early.
  if (retryAfterSeconds < 60) return { key: `${base}Seconds`, values: { count: retryAfterSeconds } };
  return { key: `${base}Minutes`, values: { count: Math.ceil(retryAfterSeconds / 60) } };
}
