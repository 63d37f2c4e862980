import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { usefulLinks } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { contentSeed } from './content.seed-data';
import { seedContentIfEmpty } from './content.service';

const GEONAMES = 'https://www.geonames.org/';
const MIGRATION = path.resolve(import.meta.dirname, '../../db/migrations/0008_city_names.sql');

type Link = { title: string; description: string; url: string };

/** Issue 12: the GeoNames attribution (CC BY 4.0) on the useful links page, new databases and old ones alike. */
describe('GeoNames attribution', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await seedContentIfEmpty(ctx.database.db);
  });

  const links = async (lang: string): Promise<Link[]> =>
    (await ctx.app.inject({ method: 'GET', url: `/api/useful-links/?lang=${lang}` })).json();

  it.each(UI_LANGUAGES)('is the last useful link of a new database in %s, naming the licence', async (lang) => {
    const last = (await links(lang)).at(-1);
    expect(last?.url).toBe(GEONAMES);
    expect(last?.description).toContain('CC BY 4.0');
    expect(last).toEqual(expect.objectContaining(contentSeed.usefulLinks[lang].at(-1)));
  });

  it('is added by migration 0008 to a database seeded before, with the same texts, once', async () => {
    const db = ctx.database.db;
    await db.delete(usefulLinks).where(eq(usefulLinks.url, GEONAMES));
    const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
    const insert = statements.find((statement) => statement.includes('INSERT INTO "useful_links"'));
    expect(insert).toBeDefined();
    await db.execute(sql.raw(insert!));
    await db.execute(sql.raw(insert!));
    for (const lang of UI_LANGUAGES) {
      const list = await links(lang);
      expect(list.filter((link) => link.url === GEONAMES)).toHaveLength(1);
      expect(list.at(-1)).toEqual(expect.objectContaining(contentSeed.usefulLinks[lang].at(-1)));
    }
  });
});
