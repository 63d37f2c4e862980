import ct from 'countries-and-timezones';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries';
import { COUNTRY_TIME_ZONES } from './country-time-zones';
import { localDateIn, wallTimeIn, zonedDateTimeToInstant } from './zoned-time';

/** Kosovo (XK) is not in tz's country tables; tz's zone1970.tab notes it keeps Serbia's Europe/Belgrade. */
const NOT_IN_PACKAGE: Record<string, string> = { XK: 'Europe/Belgrade' };
/** Countries with several zones: the capital's (decision 011). */
const CAPITAL_ZONES: Record<string, string> = {
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
};

describe('country time zones (decision 011)', () => {
  it('has one zone for each of the 47 countries', () => {
    expect(Object.keys(COUNTRY_TIME_ZONES).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('matches the countries-and-timezones package: a zone of the country, its only one unless it names the capital', () => {
    for (const code of COUNTRY_CODES) {
      const zone = COUNTRY_TIME_ZONES[code];
      if (NOT_IN_PACKAGE[code]) {
        expect([code, ct.getCountry(code)]).toEqual([code, null]);
        expect(zone).toBe(NOT_IN_PACKAGE[code]);
        continue;
      }
      const listed = ct.getTimezonesForCountry(code, { deprecated: true }) ?? [];
      expect(
        listed.map((z) => z.name),
        code,
      ).toContain(zone);
      // Where tz gives the country one zone of its own, the table's name is it or a link to it.
      const canonical = new Set(listed.map((z) => z.aliasOf ?? z.name));
      if (canonical.size === 1) expect(canonical, code).toContain(ct.getTimezone(zone)?.aliasOf ?? zone);
      else expect(zone, code).toBe(CAPITAL_ZONES[code]);
    }
  });

  it('every zone is known to Intl, with the offsets the package states', () => {
    const winter = new Date('2027-01-15T12:00:00Z');
    const summer = new Date('2027-07-15T12:00:00Z');
    for (const zone of Object.values(COUNTRY_TIME_ZONES)) {
      const info = ct.getTimezone(zone);
      const offsetAt = (instant: Date) => {
        const { date, time } = wallTimeIn(instant, zone);
        return (Date.parse(`${date}T${time}:00Z`) - instant.getTime()) / 60_000;
      };
      expect([zone, offsetAt(winter), offsetAt(summer)]).toEqual([zone, info?.utcOffset, info?.dstOffset]);
    }
  });
});

describe('zoned time (Intl)', () => {
  it('reads a Romanian 23:59 as 21:59 UTC in winter and 20:59 UTC in summer', () => {
    expect(zonedDateTimeToInstant('2027-01-15', '23:59', 'Europe/Bucharest').toISOString()).toBe('2027-01-15T21:59:00.000Z');
    expect(zonedDateTimeToInstant('2027-07-15', '23:59', 'Europe/Bucharest').toISOString()).toBe('2027-07-15T20:59:00.000Z');
    expect(zonedDateTimeToInstant('2027-01-15', '23:59', 'Europe/Lisbon').toISOString()).toBe('2027-01-15T23:59:00.000Z');
  });

  it('agrees with PostgreSQL on the DST change nights (skipped time: winter offset; repeated time: the later one)', () => {
    expect(zonedDateTimeToInstant('2027-03-28', '03:30', 'Europe/Bucharest').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(zonedDateTimeToInstant('2027-10-31', '03:30', 'Europe/Bucharest').toISOString()).toBe('2027-10-31T01:30:00.000Z');
    expect(zonedDateTimeToInstant('2027-03-28', '02:59', 'Europe/Bucharest').toISOString()).toBe('2027-03-28T00:59:00.000Z');
  });

  it("tells the place's date: 22:30 UTC is already tomorrow in Bucharest, still today in Lisbon", () => {
    const instant = new Date('2027-01-15T22:30:00Z');
    expect(localDateIn(instant, 'Europe/Bucharest')).toBe('2027-01-16');
    expect(localDateIn(instant, 'Europe/Lisbon')).toBe('2027-01-15');
  });
});
