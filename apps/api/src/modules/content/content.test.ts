import { beforeAll, describe, expect, it } from 'vitest';
import { POLICY_API_PATHS, POLICY_TYPES } from '@freight/shared/content-constants';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { useTestApp } from '../../test/use-test-app';
import { contentSeed } from './content.seed-data';
import { seedContentIfEmpty } from './content.service';

describe('public content API', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    expect(await seedContentIfEmpty(ctx.database.db)).toBe(true);
  });

  it('seeds only an empty database', async () => {
    expect(await seedContentIfEmpty(ctx.database.db)).toBe(false);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/terms-and-conditions/?lang=en' });
    expect(response.json()).toHaveLength(contentSeed.policies.terms.en.length);
  });

  for (const type of POLICY_TYPES) {
    for (const lang of UI_LANGUAGES) {
      it(`serves the ${type} sections in ${lang}, in order`, async () => {
        const response = await ctx.app.inject({ method: 'GET', url: `${POLICY_API_PATHS[type]}?lang=${lang}` });
        expect(response.statusCode).toBe(200);
        const sections = response.json() as { id: number; title: string; content: string; last_updated: string }[];
        expect(sections.map((section) => section.title)).toEqual(contentSeed.policies[type][lang].map((section) => section.title));
        for (const section of sections) {
          expect(section.content.length).toBeGreaterThan(20);
          expect(Number.isNaN(Date.parse(section.last_updated))).toBe(false);
        }
      });
    }
  }

  it('falls back to English for an unknown language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/about-us/?lang=xx' });
    expect(response.json()[0].title).toBe(contentSeed.policies.about.en[0]?.title);
  });

  it('serves the same useful links in every language with translated texts', async () => {
    const english = (await ctx.app.inject({ method: 'GET', url: '/api/useful-links/?lang=en' })).json() as { url: string; title: string }[];
    const german = (await ctx.app.inject({ method: 'GET', url: '/api/useful-links/?lang=de' })).json() as { url: string; title: string }[];
    expect(english.length).toBeGreaterThan(0);
    expect(german.map((link) => link.url)).toEqual(english.map((link) => link.url));
    expect(german.map((link) => link.title)).not.toEqual(english.map((link) => link.title));
    for (const link of english) expect(link.url).toMatch(/^https:\/\//);
  });

  it('serves realtime stats with every §3 field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/realtime-stats/' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'active_users',
      'available_trucks',
      'available_wares',
      'truck_last_24h',
      'ware_last_24h',
    ]);
  });
});
