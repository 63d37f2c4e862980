import { describe, expect, it } from 'vitest';
import { capacityFits, loadingWindowsOverlap, matchCountsQuerySchema, mayMatch, type MatchableEntry } from './matching';

const entry = (formType: 'truck' | 'ware', start: string, end: string, weight: number, mdp: number, own = false): MatchableEntry => ({
  form_type: formType,
  is_own: own,
  expired: false,
  info: { weight, mdp },
  loading_location: { date_start: start, date_end: end },
});

describe('the match rule without the radius (issue 17)', () => {
  const truck = entry('truck', '2026-12-03', '2026-12-05', 24, 13.6, true);

  it('takes overlapping closed loading windows, edges included', () => {
    const day = (start: string, end: string) => ({ date_start: start, date_end: end });
    expect(loadingWindowsOverlap(truck.loading_location, day('2026-12-01', '2026-12-03'))).toBe(true);
    expect(loadingWindowsOverlap(truck.loading_location, day('2026-12-05', '2026-12-09'))).toBe(true);
    expect(loadingWindowsOverlap(truck.loading_location, day('2026-12-01', '2026-12-02'))).toBe(false);
    expect(loadingWindowsOverlap(truck.loading_location, day('2026-12-06', '2026-12-06'))).toBe(false);
  });

  it('fits a ware up to the truck weight and loading metres', () => {
    expect(capacityFits({ weight: 24, mdp: 13.6 }, { weight: 24, mdp: 13.6 })).toBe(true);
    expect(capacityFits({ weight: 24, mdp: 13.6 }, { weight: 24.01, mdp: 6 })).toBe(false);
    expect(capacityFits({ weight: 24, mdp: 13.6 }, { weight: 10, mdp: 13.61 })).toBe(false);
  });

  it('matches the other form type of another company, live, either way round', () => {
    expect(mayMatch(truck, entry('ware', '2026-12-04', '2026-12-04', 10, 6))).toBe(true);
    expect(mayMatch(truck, entry('ware', '2026-12-04', '2026-12-04', 10, 6, true))).toBe(false);
    expect(mayMatch(truck, { ...entry('ware', '2026-12-04', '2026-12-04', 10, 6), expired: true })).toBe(false);
    expect(mayMatch(truck, entry('truck', '2026-12-04', '2026-12-04', 10, 6))).toBe(false);
    const ware = entry('ware', '2026-12-04', '2026-12-04', 20, 10, true);
    expect(mayMatch(ware, entry('truck', '2026-12-01', '2026-12-04', 20, 10))).toBe(true);
    expect(mayMatch(ware, entry('truck', '2026-12-01', '2026-12-04', 19.99, 13.6))).toBe(false);
  });

  it('reads the uids of a counts request as a list, refusing too many', () => {
    expect(matchCountsQuerySchema.parse({ form_type: 'truck', uids: 'a, b,,a' })).toEqual({
      form_type: 'truck',
      uids: ['a', 'b'],
      radius: 100,
    });
    const many = Array.from({ length: 201 }, (_, index) => `u${index}`).join(',');
    expect(matchCountsQuerySchema.safeParse({ form_type: 'truck', uids: many }).success).toBe(false);
    expect(matchCountsQuerySchema.safeParse({ form_type: 'truck', uids: 'a', radius: '30' }).success).toBe(false);
  });
});
