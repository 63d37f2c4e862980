import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AGENT_EMAIL_ALERTS,
  agentUnsubscribeBodySchema,
  checkDailyHour,
  SEARCH_AGENT_NAME_MAX,
  searchAgentCreateSchema,
  searchAgentFiltersSchema,
  searchAgentParamsSchema,
  searchAgentPatchSchema,
} from './agents';
import { failedPaths, issueCodes } from './test/issue-codes';

const agent = { name: 'Arad to Vienna', form_type: 'truck' };

describe('search agent create (issue 17)', () => {
  it('accepts a name and a form type, and defaults to an active agent without mails, in UTC', () => {
    expect(searchAgentCreateSchema.parse({ ...agent, name: '  Arad to Vienna ' })).toEqual({
      name: 'Arad to Vienna',
      form_type: 'truck',
      filters: {},
      paused: false,
      email_alerts: 'off',
      email_hour: null,
      time_zone: 'UTC',
    });
  });

  it('keeps the name to 1–80 characters after trimming', () => {
    expect(SEARCH_AGENT_NAME_MAX).toBe(80);
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, name: '   ' }))).toEqual({ name: ['required'] });
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, name: 'n'.repeat(SEARCH_AGENT_NAME_MAX) }))).toEqual({});
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, name: 'n'.repeat(SEARCH_AGENT_NAME_MAX + 1) }))).toEqual({
      name: ['too_long'],
    });
  });

  it('asks a daily mail for its hour, 0 to 23', () => {
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, email_alerts: 'daily' }))).toEqual({ email_hour: ['required'] });
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, email_alerts: 'daily', email_hour: 0 }))).toEqual({});
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, email_alerts: 'daily', email_hour: 23 }))).toEqual({});
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, email_alerts: 'daily', email_hour: 24 }))).toEqual({
      email_hour: ['too_large'],
    });
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, email_hour: 7.5 }))).toEqual({ email_hour: ['number_invalid'] });
    expect(issueCodes(searchAgentCreateSchema.safeParse({ ...agent, email_alerts: 'instant' }))).toEqual({});
  });

  it('refuses an unknown form type, mail choice and time zone', () => {
    const result = searchAgentCreateSchema.safeParse({ ...agent, form_type: 'boat', email_alerts: 'weekly', time_zone: 'Europe/Atlantis' });
    expect(issueCodes(result)).toEqual({
      form_type: ['form_type_invalid'],
      email_alerts: ['option_invalid'],
      time_zone: ['time_zone_invalid'],
    });
    expect(searchAgentCreateSchema.parse({ ...agent, time_zone: 'Europe/Bucharest' }).time_zone).toBe('Europe/Bucharest');
  });

  it('refuses a field it does not know, such as an owner', () => {
    expect(searchAgentCreateSchema.safeParse({ ...agent, user_id: 3 }).error?.issues.map((issue) => issue.code)).toEqual([
      'unrecognized_keys',
    ]);
  });
});

describe('search agent filters', () => {
  it('keeps the entry list filters as numbers, and drops unset ones a form sends as null or empty', () => {
    const filters = searchAgentFiltersSchema.parse({
      loading_country: 'RO',
      loading_city: '42',
      loading_radius: '50',
      unloading_country: '',
      unloading_city: null,
      max_weight: '12.5',
      truck_type: [1, 5],
    });
    expect(filters).toEqual({ loading_country: 'RO', loading_city: 42, loading_radius: 50, max_weight: 12.5, truck_type: [1, 5] });
  });

  it('applies the entry lists’ cross-field rules', () => {
    expect(issueCodes(searchAgentFiltersSchema.safeParse({ unloading_radius: 25 }))).toEqual({ unloading_radius: ['radius_needs_city'] });
    expect(issueCodes(searchAgentFiltersSchema.safeParse({ loading_date_from: '2027-04-02', loading_date_to: '2027-04-01' }))).toEqual({
      loading_date_from: ['date_range_inverted'],
      loading_date_to: ['date_range_inverted'],
    });
  });

  it('takes only the §3 truck and platform codes, each list at most as long as its codes', () => {
    expect(issueCodes(searchAgentFiltersSchema.safeParse({ truck_type: [1, 6], platform_type: [0] }))).toEqual({
      'truck_type.1': ['option_invalid'],
      'platform_type.0': ['option_invalid'],
    });
    expect(issueCodes(searchAgentFiltersSchema.safeParse({ platform_type: [1, 2, 3, 4, 5] }))).toEqual({});
    expect(issueCodes(searchAgentFiltersSchema.safeParse({ platform_type: [1, 2, 3, 4, 5, 1] }))).toEqual({ platform_type: ['too_long'] });
  });

  it('keeps no paging, ordering or identification id: an agent waits for kinds of entries', () => {
    for (const field of ['identification_id', 'ordering', 'limit', 'my']) {
      const result = searchAgentFiltersSchema.safeParse({ [field]: 'x' });
      expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
    }
  });
});

describe('search agent patch and params', () => {
  it('takes any one field, and checks the daily hour only on the merged agent', () => {
    expect(searchAgentPatchSchema.parse({ paused: true })).toEqual({ paused: true });
    expect(searchAgentPatchSchema.parse({ email_alerts: 'daily' })).toEqual({ email_alerts: 'daily' });
    // The API runs the same check on the stored agent with the patch applied.
    const merged = z.object({ email_alerts: z.enum(AGENT_EMAIL_ALERTS), email_hour: z.number().nullable() }).superRefine(checkDailyHour);
    expect(issueCodes(merged.safeParse({ email_alerts: 'daily', email_hour: null }))).toEqual({ email_hour: ['required'] });
    expect(issueCodes(searchAgentPatchSchema.safeParse({ name: '' }))).toEqual({ name: ['required'] });
  });

  it('answers an id beyond a PostgreSQL integer as not found', () => {
    expect(searchAgentParamsSchema.parse({ id: '2147483647' }).id).toBe(2_147_483_647);
    expect(issueCodes(searchAgentParamsSchema.safeParse({ id: '2147483648' }))).toEqual({ id: ['not_found'] });
    expect(failedPaths(searchAgentParamsSchema.safeParse({ id: '0' }))).toEqual(['id']);
  });

  it('takes an unsubscribe POST without a body or with a token', () => {
    expect(agentUnsubscribeBodySchema.parse(undefined)).toBeUndefined();
    expect(agentUnsubscribeBodySchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(failedPaths(agentUnsubscribeBodySchema.safeParse({ token: '' }))).toEqual(['token']);
  });
});
