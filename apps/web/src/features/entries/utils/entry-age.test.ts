import { describe, expect, it } from 'vitest';
import { entryAge } from './entry-age';

const now = Date.now();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('entryAge', () => {
  it('counts minutes below an hour, hours below a day, days after', () => {
    expect(entryAge(ago(30_000), now)).toEqual({ unit: 'minutes', count: 0 });
    expect(entryAge(ago(12 * 60_000), now)).toEqual({ unit: 'minutes', count: 12 });
    expect(entryAge(ago(59 * 60_000 + 59_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(entryAge(ago(60 * 60_000), now)).toEqual({ unit: 'hours', count: 1 });
    expect(entryAge(ago(3 * 3_600_000 + 59 * 60_000), now)).toEqual({ unit: 'hours', count: 3 });
    expect(entryAge(ago(24 * 3_600_000), now)).toEqual({ unit: 'days', count: 1 });
    expect(entryAge(ago(2 * 86_400_000 + 5 * 3_600_000), now)).toEqual({ unit: 'days', count: 2 });
  });

  it('never shows a negative age when the server clock is ahead', () => {
    expect(entryAge(new Date(now + 90_000).toISOString(), now)).toEqual({ unit: 'minutes', count: 0 });
  });
});
