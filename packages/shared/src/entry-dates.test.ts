import { describe, expect, it } from 'vitest';
import { entryDateIssues, loadingEndsAt } from './entry-dates';
import { INFO_MAX, entryInputSchema, entryInputSchemaAt } from './entries';

// 22:30 UTC on 15 January 2027: already the 16th in Bucharest, still the 15th in Lisbon.
const NOW = new Date('2027-01-15T22:30:00Z');

const place = (
  country: string,
  date_start: string,
  date_end = date_start,
  time_start: string | null = null,
  time_end: string | null = null,
) => ({
  country,
  date_start,
  date_end,
  time_start,
  time_end,
});

describe('entry date rules (decisions 010, 011)', () => {
  it("refuses a loading day before today at the loading place, judged in the place's own date", () => {
    const fromBucharest = { loading_location: place('RO', '2027-01-15'), unloading_location: place('HU', '2027-01-17') };
    expect(entryDateIssues(fromBucharest, NOW)).toEqual({ 'loading_location.date_start': 'date_in_past' });
    const fromLisbon = { loading_location: place('PT', '2027-01-15'), unloading_location: place('ES', '2027-01-17') };
    expect(entryDateIssues(fromLisbon, NOW)).toEqual({});
  });

  it('refuses a loading window that already ended today, on its end time', () => {
    const entry = {
      loading_location: place('PT', '2027-01-15', '2027-01-15', '08:00', '22:00'),
      unloading_location: place('ES', '2027-01-16'),
    };
    expect(entryDateIssues(entry, NOW)).toEqual({ 'loading_location.time_end': 'time_in_past' });
  });

  it('keeps unchanged past loading dates of an edited entry saveable, not changed ones', () => {
    const entry = { loading_location: place('RO', '2027-01-14', '2027-01-18'), unloading_location: place('HU', '2027-01-19') };
    const stored = { date_start: '2027-01-14', date_end: '2027-01-18', time_end: null };
    expect(entryDateIssues(entry, NOW, stored)).toEqual({});
    expect(entryDateIssues({ ...entry, loading_location: place('RO', '2027-01-13', '2027-01-18') }, NOW, stored)).toEqual({
      'loading_location.date_start': 'date_in_past',
    });
  });

  it('refuses unloading that starts on an earlier day than loading, or ends before loading begins', () => {
    const earlier = { loading_location: place('RO', '2027-01-20'), unloading_location: place('HU', '2027-01-19', '2027-01-21') };
    expect(entryDateIssues(earlier, NOW)).toEqual({ 'unloading_location.date_start': 'unloading_before_loading' });
    const sameDay = {
      loading_location: place('RO', '2027-01-20', '2027-01-20', '10:00', '12:00'),
      unloading_location: place('HU', '2027-01-20', '2027-01-20', '07:00', '08:30'),
    };
    expect(entryDateIssues(sameDay, NOW)).toEqual({ 'unloading_location.time_end': 'unloading_before_loading' });
    // 09:30 in Budapest is 10:30 in Bucharest: after a 10:00 loading start.
    const laterAbroad = { ...sameDay, unloading_location: place('HU', '2027-01-20', '2027-01-20', '07:00', '09:30') };
    expect(entryDateIssues(laterAbroad, NOW)).toEqual({});
  });

  it('reads the loading end in the loading place: Romania 23:59 is 21:59 UTC in winter', () => {
    expect(loadingEndsAt('RO', '2027-01-15', null).toISOString()).toBe('2027-01-15T21:59:00.000Z');
    expect(loadingEndsAt('DE', '2027-07-15', '16:00').toISOString()).toBe('2027-07-15T14:00:00.000Z');
  });
});

describe('plausible numbers (decision 010)', () => {
  const body = {
    form_type: 'truck',
    loading_location: {
      country: 'RO',
      external_city_id: '',
      city_display_name: 'Arad',
      postal_code: '310001',
      date_start: '2027-01-17',
      date_end: '2027-01-17',
      date: ['2027-01-17'],
    },
    unloading_location: {
      country: 'HU',
      external_city_id: '',
      city_display_name: 'Szeged',
      postal_code: '6720',
      date_start: '2027-01-18',
      date_end: '2027-01-18',
      date: ['2027-01-18'],
    },
    info: { weight: 24, volume: 90, mdp: 13.6 },
    transport_options: { truck_type: 5 },
  };

  it('takes the bounds, refuses beyond them with too_large and below zero with negative', () => {
    expect(entryInputSchema.safeParse({ ...body, info: { weight: 40, volume: 120, mdp: 15.65 } }).success).toBe(true);
    const parsed = entryInputSchema.safeParse({ ...body, info: { weight: 24000, volume: 121, mdp: -1 } });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['info.weight', 'too_large'],
      ['info.volume', 'too_large'],
      ['info.mdp', 'negative'],
    ]);
    expect(INFO_MAX).toEqual({ weight: 40, volume: 120, mdp: 15.65 });
  });

  it('the schema at a moment adds the date rules, beside other field errors', () => {
    const past = { ...body.loading_location, date_start: '2027-01-15', date_end: '2027-01-15', date: ['2027-01-15'] };
    const parsed = entryInputSchemaAt(NOW).safeParse({ ...body, loading_location: past, info: { mdp: 2 } });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['info.weight', 'required'],
      ['loading_location.date_start', 'date_in_past'],
    ]);
    expect(entryInputSchemaAt(NOW).safeParse(body).success).toBe(true);
  });
});
