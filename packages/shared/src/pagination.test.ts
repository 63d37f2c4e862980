import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_ROW_ID, rowIdSchema } from './ids';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, paginatedSchema, paginationQuerySchema } from './pagination';
import { failedPaths } from './test/issue-codes';

describe('paging (DESIGN §3)', () => {
  it('defaults to 50 items and reads the limit from the query string', () => {
    expect([PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX]).toEqual([50, 200]);
    expect(paginationQuerySchema.parse({})).toEqual({ limit: PAGE_LIMIT_DEFAULT });
    expect(paginationQuerySchema.parse({ limit: '1', cursor: 'opaque' })).toEqual({ limit: 1, cursor: 'opaque' });
    expect(paginationQuerySchema.parse({ limit: String(PAGE_LIMIT_MAX) }).limit).toBe(PAGE_LIMIT_MAX);
  });

  it('refuses a limit outside 1–200 or not whole, and an empty or overlong cursor', () => {
    for (const limit of ['0', String(PAGE_LIMIT_MAX + 1), '2.5', 'all'])
      expect(failedPaths(paginationQuerySchema.safeParse({ limit }))).toEqual(['limit']);
    expect(failedPaths(paginationQuerySchema.safeParse({ cursor: '' }))).toEqual(['cursor']);
    expect(failedPaths(paginationQuerySchema.safeParse({ cursor: 'c'.repeat(500) }))).toEqual([]);
    expect(failedPaths(paginationQuerySchema.safeParse({ cursor: 'c'.repeat(501) }))).toEqual(['cursor']);
  });

  it('answers results with a next cursor or null', () => {
    const page = paginatedSchema(z.object({ id: z.number() }));
    expect(page.parse({ results: [{ id: 1 }], next: null })).toEqual({ results: [{ id: 1 }], next: null });
    expect(failedPaths(page.safeParse({ results: [{ id: '1' }] }))).toEqual(['next', 'results.0.id']);
  });
});

describe('row ids (issue 14)', () => {
  it('takes a positive whole number that a PostgreSQL integer holds', () => {
    expect(rowIdSchema.parse('1')).toBe(1);
    expect(rowIdSchema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it('refuses zero, negatives, fractions, text and numbers beyond integer, before they reach SQL', () => {
    for (const id of ['0', '-1', '1.5', 'abc', String(MAX_ROW_ID + 1), '1e12']) expect(rowIdSchema.safeParse(id).success).toBe(false);
  });
});
