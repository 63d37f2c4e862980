import { describe, expect, it } from 'vitest';
import { dateInputFormat, formatClock, formatDate, formatDateTime, formatDay, formatDayRange } from './dates';

describe('dates on every screen', () => {
  it('shows a calendar day first in every interface language', () => {
    expect(formatDay('2026-11-03', 'de')).toBe('03.11.2026');
    expect(formatDay('2026-11-03', 'ro')).toBe('03.11.2026');
    expect(formatDay('2026-11-03', 'hu')).toBe('03.11.2026');
    expect(formatDay('2026-11-03', 'fr')).toBe('03/11/2026');
    expect(formatDay('2026-11-03', 'en')).toBe('03/11/2026');
  });

  it('keeps a calendar day the same day whatever the reader’s zone', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('01/01/2026');
  });

  it('shows instants in the given zone on the 24-hour clock', () => {
    expect(formatDateTime('2026-11-23T21:30:00Z', 'de', 'Europe/Bucharest')).toBe('23.11.2026 23:30');
    expect(formatDateTime('2026-11-23T22:30:00Z', 'en', 'Europe/Bucharest')).toBe('24/11/2026 00:30');
    expect(formatDate('2026-11-23T22:30:00Z', 'fr', 'Europe/Paris')).toBe('23/11/2026');
    expect(formatClock('08:05:00')).toBe('08:05');
  });

  it('gives the pickers the same pattern as the shown dates', () => {
    expect(dateInputFormat('hu')).toBe('DD.MM.YYYY');
    expect(dateInputFormat('fr')).toBe('DD/MM/YYYY');
    expect(dateInputFormat('en')).toBe('DD/MM/YYYY');
  });

  it('writes a range of days compactly, as a dispatcher does (issue 35 item 7)', () => {
    const cases = {
      de: ['27.–28.11.', '30.11.–02.12.', '27.11.'],
      ro: ['27.–28.11.', '30.11.–02.12.', '27.11.'],
      hu: ['27.–28.11.', '30.11.–02.12.', '27.11.'],
      en: ['27–28/11', '30/11–02/12', '27/11'],
      fr: ['27–28/11', '30/11–02/12', '27/11'],
    };
    for (const [language, [sameMonth, twoMonths, oneDay]] of Object.entries(cases)) {
      expect(formatDayRange('2026-11-27', '2026-11-28', language)).toBe(sameMonth);
      expect(formatDayRange('2026-11-30', '2026-12-02', language)).toBe(twoMonths);
      expect(formatDayRange('2026-11-27', '2026-11-27', language)).toBe(oneDay);
    }
    // Across the new year the months still tell the days apart.
    expect(formatDayRange('2026-12-31', '2027-01-02', 'de')).toBe('31.12.–02.01.');
  });
});
