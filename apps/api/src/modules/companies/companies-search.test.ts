import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanySearchResult } from '@freight/shared/companies';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/** A word unique to this run, so matches of other tests' companies never count. */
const tag = `Zq${Date.now().toString(36)}`;

describe('GET /api/companies/ (search)', () => {
  const ctx = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    const member = await createUser(ctx.database.db, { password: null });
    headers = { authorization: `Bearer ${await ctx.app.tokens.signAccess(member.id)}` };
  });

  const search = async (query: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/companies/?${new URLSearchParams(query)}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CompanySearchResult;
  };

  it('is described in the OpenAPI document with the other issue-6 routes', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/companies/',
        '/api/companies/{id}/',
        '/api/companies/{id}/documents/',
        '/api/companies/{id}/documents/{docId}/',
        '/api/employees/',
        '/api/employees/{id}/',
        '/api/employees/{id}/hiring-proof/',
      ]),
    );
  });

  it('refuses guests', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/companies/?search=x' });
    expect(response.statusCode).toBe(401);
  });

  it('folds accents and case on the name: "carpati" finds "Carpați Trans"', async () => {
    const db = ctx.database.db;
    const carpati = await createCompany(db, { name: `Carpați Trans ${tag}` });
    const upper = await createCompany(db, { name: `ȘOSEAUA ${tag} LOGISTIC` });
    for (const text of [`carpati trans ${tag}`, `CARPAȚI TRANS ${tag.toUpperCase()}`, `Carpati Trans ${tag}`]) {
      const page = await search({ search: text });
      expect(page.results.map((row) => row.id)).toEqual([carpati.id]);
      expect(page.count).toBe(1);
    }
    const page = await search({ search: `soseaua ${tag.toLowerCase()}` });
    expect(page.results.map((row) => row.id)).toEqual([upper.id]);
    expect(page.results[0]).toEqual({
      id: upper.id,
      name: upper.name,
      type: 0,
      created_at: upper.createdAt.toISOString(),
      VATNumber: upper.vatNumber,
    });
  });

  it('finds a company by its VAT number, case-insensitively and by a part of it', async () => {
    const company = await createCompany(ctx.database.db, { name: `Vat Owner ${tag}`, vatNumber: `DE${Date.now()}` });
    expect((await search({ search: company.vatNumber.toLowerCase() })).results.map((row) => row.id)).toEqual([company.id]);
    expect((await search({ search: company.vatNumber.slice(2) })).results.map((row) => row.id)).toContain(company.id);
  });

  it('lists only active companies (not pending, deactivated or past their subscription)', async () => {
    const db = ctx.database.db;
    const word = `${tag}active`;
    const active = await createCompany(db, { name: `A ${word}` });
    await createCompany(db, { name: `B ${word}`, status: 'pending' });
    await createCompany(db, { name: `C ${word}`, status: 'inactive' });
    await createCompany(db, { name: `D ${word}`, subscriptionMonths: 1, createdAt: new Date(Date.now() - 90 * 24 * 3600 * 1000) });
    const page = await search({ search: word });
    expect(page.results.map((row) => row.id)).toEqual([active.id]);
    expect(page.count).toBe(1);
  });

  it('matches LIKE wildcards literally', async () => {
    await createCompany(ctx.database.db, { name: `Percent ${tag}wild` });
    expect((await search({ search: `${tag}%` })).count).toBe(0);
    expect((await search({ search: `${tag}_ild` })).count).toBe(0);
  });

  describe('pagination', () => {
    const word = `${tag}page`;
    let ids: number[];

    beforeAll(async () => {
      ids = [];
      // Names in alphabetical order, some with accents, so the folded order is the expected one.
      for (const name of ['Ábel', 'Bogdan', 'Călin', 'Dorin', 'Émile', 'Florin', 'Gábor']) {
        ids.push((await createCompany(ctx.database.db, { name: `${name} ${word}` })).id);
      }
    });

    it('walks every match once with cursor pages, alphabetically, with the total count', async () => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: CompanySearchResult = await search({ search: word, limit: '3', ...(cursor ? { cursor } : {}) });
        expect(page.results.length).toBeLessThanOrEqual(3);
        expect(page.count).toBe(7);
        seen.push(...page.results.map((row) => row.id));
        cursor = page.next;
      } while (cursor);
      expect(seen).toEqual(ids);
    });

    it('answers numbered pages with page and page_size', async () => {
      const second = await search({ search: word, page: '2', page_size: '3' });
      expect(second.results.map((row) => row.id)).toEqual(ids.slice(3, 6));
      expect(second.count).toBe(7);
      const third = await search({ search: word, page: '3', page_size: '3' });
      expect(third.results.map((row) => row.id)).toEqual(ids.slice(6));
      expect(third.next).toBeNull();
      const beyond = await search({ search: word, page: '9', page_size: '3' });
      expect(beyond.results).toEqual([]);
      expect(beyond.count).toBe(7);
    });

    it('refuses a cursor it did not write and out-of-range sizes', async () => {
      for (const query of ['cursor=bm9wZQ', 'limit=0', 'limit=201', 'page=0', 'page_size=500']) {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/companies/?${query}`, headers });
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
      }
    });
  });
});
