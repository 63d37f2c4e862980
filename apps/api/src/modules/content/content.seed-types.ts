import type { PolicyType } from '@freight/shared/content-constants';
import type { UiLanguage } from '@freight/shared/languages';

/** Texts of the public site, stored in the database on first start and edited by staff later. */
export type SeedPolicySection = { title: string; content: string };
export type SeedUsefulLink = { title: string; description: string; url: string };

export type ContentSeed = {
  /** Sections in display order; every language has the same number of sections per policy. */
  policies: Record<PolicyType, Record<UiLanguage, SeedPolicySection[]>>;
  /** Links in display order; the url is the same in every language, only texts differ. */
  usefulLinks: Record<UiLanguage, SeedUsefulLink[]>;
};
