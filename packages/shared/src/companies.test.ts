import { describe, expect, it } from 'vitest';
import { COMPANY_SEARCH_MAX_LENGTH, companyDocumentParamsSchema, companySearchQuerySchema, companyTypeSchema } from './companies';
import { MAX_ROW_ID } from './ids';
import { failedPaths } from './test/issue-codes';

describe('company search query (decision 007)', () => {
  it('defaults to a cursor page of 50 and reads numbered pages from the query strings', () => {
    expect(companySearchQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(companySearchQuerySchema.parse({ search: '  Transilvania  ', page: '3', page_size: '25' })).toEqual({
      search: 'Transilvania',
      limit: 50,
      page: 3,
      page_size: 25,
    });
  });

  it('keeps the search to 100 characters after trimming', () => {
    expect(COMPANY_SEARCH_MAX_LENGTH).toBe(100);
    const longest = 'a'.repeat(COMPANY_SEARCH_MAX_LENGTH);
    expect(companySearchQuerySchema.parse({ search: ` ${longest} ` }).search).toBe(longest);
    expect(failedPaths(companySearchQuerySchema.safeParse({ search: `${longest}a` }))).toEqual(['search']);
  });

  it('refuses pages and sizes outside their bounds', () => {
    expect(failedPaths(companySearchQuerySchema.safeParse({ page: '0', page_size: '201', limit: '0' }))).toEqual([
      'limit',
      'page',
      'page_size',
    ]);
    expect(failedPaths(companySearchQuerySchema.safeParse({ page: '100001' }))).toEqual(['page']);
    expect(failedPaths(companySearchQuerySchema.safeParse({ page: '100000', page_size: '200', limit: '200' }))).toEqual([]);
    expect(failedPaths(companySearchQuerySchema.safeParse({ cursor: '' }))).toEqual(['cursor']);
  });
});

describe('company ids and types', () => {
  it('takes ids that fit a PostgreSQL integer, for the company and its document', () => {
    expect(companyDocumentParamsSchema.parse({ id: '7', docId: String(MAX_ROW_ID) })).toEqual({ id: 7, docId: MAX_ROW_ID });
    expect(failedPaths(companyDocumentParamsSchema.safeParse({ id: '1.5', docId: String(MAX_ROW_ID + 1) }))).toEqual(['docId', 'id']);
    expect(failedPaths(companyDocumentParamsSchema.safeParse({ id: '-1', docId: 'abc' }))).toEqual(['docId', 'id']);
  });

  it('knows the three company types of §3', () => {
    expect([0, 1, 2].map((type) => companyTypeSchema.safeParse(type).success)).toEqual([true, true, true]);
    expect(companyTypeSchema.safeParse(3).success).toBe(false);
    expect(companyTypeSchema.safeParse('1').success).toBe(false);
  });
});
