import type { UiLanguage } from './languages';

/**
 * `dist/prerendered/manifest.json`: what the web build (apps/web/prerender.ts) writes of the pages it drew
 * ahead and the API (plugins/prerendered-pages.ts) reads to serve them. Each page: its path, the query it
 * was drawn with, the parameters that change nothing on its first paint, its stylesheets and its markup
 * file per interface language.
 */
export type PrerenderManifest = {
  pages: { path: string; search: string; unseen: string[]; styles: string[]; files: Partial<Record<UiLanguage, string>> }[];
};
