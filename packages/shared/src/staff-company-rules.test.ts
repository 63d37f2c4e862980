import { describe, expect, it } from 'vitest';
import { staffCompanyActions, subscriptionExpired } from './staff-company-rules';

describe('subscriptionExpired', () => {
  const end = '2026-12-01T00:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('is over from the end itself on (the API: the company is active while the end is after now)', () => {
    expect(subscriptionExpired(end, at('2026-11-30T23:59:59.999Z'))).toBe(false);
    expect(subscriptionExpired(end, at(end))).toBe(true);
    expect(subscriptionExpired(end, at('2027-01-01T00:00:00.000Z'))).toBe(true);
  });
});

describe('staffCompanyActions', () => {
  it('offers approval to every company that is not active, deactivation to active ones, refusal and invitation to pending ones', () => {
    expect(staffCompanyActions('pending')).toEqual({ approve: true, deactivate: false, refuse: true, invite: true });
    expect(staffCompanyActions('inactive')).toEqual({ approve: true, deactivate: false, refuse: false, invite: false });
    expect(staffCompanyActions('active')).toEqual({ approve: false, deactivate: true, refuse: false, invite: false });
  });
});
