import { describe, expect, it } from 'vitest';
import { dateInputFormat, formatClock, formatDate, formatDateTime, formatDay } from './format-dates';

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
});
