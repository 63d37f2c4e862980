import type { PolicySection, RealtimeStats, UsefulLink } from '@freight/shared/content';
import { POLICY_TYPES, type PolicyType } from '@freight/shared/content-constants';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { contentSeed } from './content.seed-data';
import { computeRealtimeStats } from './realtime-stats.queries';
import * as queries from './content.queries';

export async function getPolicy(db: Database, type: PolicyType, lang: UiLanguage): Promise<PolicySection[]> {
  let rows = await queries.selectPolicySections(db, type, lang);
  // A language staff have not written yet shows the English text rather than an empty page.
  if (rows.length === 0 && lang !== DEFAULT_LANGUAGE) rows = await queries.selectPolicySections(db, type, DEFAULT_LANGUAGE);
  return rows.map((row) => ({ id: row.id, title: row.title, content: row.content, last_updated: row.updatedAt.toISOString() }));
}

export async function getUsefulLinks(db: Database, lang: UiLanguage): Promise<UsefulLink[]> {
  let rows = await queries.selectUsefulLinks(db, lang);
  if (rows.length === 0 && lang !== DEFAULT_LANGUAGE) rows = await queries.selectUsefulLinks(db, DEFAULT_LANGUAGE);
  return rows.map(({ id, title, description, url }) => ({ id, title, description, url }));
}

/** §3 realtime stats, computed from live entries and recently seen members at `now` (the app's clock). */
export function getRealtimeStats(db: Database, now: Date): Promise<RealtimeStats> {
  return computeRealtimeStats(db, now);
}

/** Writes the public-site texts into an empty database; texts already there (maybe edited by staff) are kept. */
export async function seedContentIfEmpty(db: Database): Promise<boolean> {
  if ((await queries.countContentRows(db)) > 0) return false;
  const sections: queries.PolicySectionInsert[] = [];
  for (const policyType of POLICY_TYPES) {
    for (const lang of UI_LANGUAGES) {
      contentSeed.policies[policyType][lang].forEach((section, position) => {
        sections.push({ policyType, lang, position, title: section.title, content: section.content });
      });
    }
  }
  const links: queries.UsefulLinkInsert[] = UI_LANGUAGES.flatMap((lang) =>
    contentSeed.usefulLinks[lang].map((link, position) => ({ lang, position, ...link })),
  );
  await queries.insertContent(db, sections, links);
  return true;
}
