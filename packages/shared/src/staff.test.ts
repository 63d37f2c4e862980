import { describe, expect, it } from 'vitest';
import { companyStatusSchema, updateInfoSchema } from './accounts';
import { staffCompanyListQuerySchema, staffDocumentParamsSchema, updateInfoCreateSchema } from './staff';
import { failedPaths } from './test/issue-codes';

describe('staff company list (DESIGN §3)', () => {
  it('filters by the three company statuses and pages like every list', () => {
    expect(staffCompanyListQuerySchema.parse({})).toEqual({ limit: 50 });
    for (const status of ['pending', 'active', 'inactive']) expect(staffCompanyListQuerySchema.parse({ status }).status).toBe(status);
    expect(failedPaths(staffCompanyListQuerySchema.safeParse({ status: 'approved', limit: '500' }))).toEqual(['limit', 'status']);
    expect(companyStatusSchema.safeParse('deleted').success).toBe(false);
  });

  it('takes row ids for a company and its document', () => {
    expect(staffDocumentParamsSchema.parse({ id: '4', docId: '9' })).toEqual({ id: 4, docId: 9 });
    expect(failedPaths(staffDocumentParamsSchema.safeParse({ id: '4', docId: '0' }))).toEqual(['docId']);
  });
});

describe('update notices (§4)', () => {
  it('publishes a minor or a major update and nothing else', () => {
    expect(updateInfoCreateSchema.parse({ type: 'major' })).toEqual({ type: 'major' });
    expect(failedPaths(updateInfoCreateSchema.safeParse({ type: 'patch' }))).toEqual(['type']);
    expect(
      updateInfoCreateSchema.safeParse({ type: 'minor', timestamp: '2027-01-01T00:00:00Z' }).error?.issues.map((issue) => issue.code),
    ).toEqual(['unrecognized_keys']);
  });

  it('answers the latest notice, or nulls before the first one', () => {
    expect(updateInfoSchema.parse({ timestamp: null, type: null })).toEqual({ timestamp: null, type: null });
    expect(updateInfoSchema.safeParse({ timestamp: '2027-01-01T08:00:00.000Z', type: 'minor' }).success).toBe(true);
    expect(failedPaths(updateInfoSchema.safeParse({ timestamp: 'yesterday', type: 'minor' }))).toEqual(['timestamp']);
  });
});
