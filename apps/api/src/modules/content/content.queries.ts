import { and, asc, eq, sql } from 'drizzle-orm';
import type { PolicyType } from '@freight/shared/content-constants';
import type { UiLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { policySections, usefulLinks } from '../../db/schema';

export function selectPolicySections(db: Database, type: PolicyType, lang: UiLanguage) {
  return db
    .select()
    .from(policySections)
    .where(and(eq(policySections.policyType, type), eq(policySections.lang, lang)))
    .orderBy(asc(policySections.position));
}

export function selectUsefulLinks(db: Database, lang: UiLanguage) {
  return db.select().from(usefulLinks).where(eq(usefulLinks.lang, lang)).orderBy(asc(usefulLinks.position));
}

export async function countContentRows(db: Database): Promise<number> {
  const [policies] = await db.select({ n: sql<number>`count(*)::int` }).from(policySections);
  const [links] = await db.select({ n: sql<number>`count(*)::int` }).from(usefulLinks);
  return (policies?.n ?? 0) + (links?.n ?? 0);
}

export type PolicySectionInsert = typeof policySections.$inferInsert;
export type UsefulLinkInsert = typeof usefulLinks.$inferInsert;

export async function insertContent(db: Database, sections: PolicySectionInsert[], links: UsefulLinkInsert[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (sections.length) await tx.insert(policySections).values(sections);
    if (links.length) await tx.insert(usefulLinks).values(links);
  });
}
