import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import type { PrerenderManifest } from '@freight/shared/prerendered-pages';
import type { Encoding } from '../accept-encoding';
import { requestLanguage } from '../request-language';

export type PrerenderedAnswer = { language: UiLanguage; body: (encoding: Encoding) => Buffer };

/** The web's own language cookie (apps/web/src/lib/i18n.ts): the reader's choice, which Accept-Language may not hold. */
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/;

function readerLanguage(cookie: string | undefined, acceptLanguage: string | undefined): UiLanguage {
  const chosen = LANGUAGE_COOKIE.exec(cookie ?? '')?.[1];
  return requestLanguage(chosen, acceptLanguage);
}

/** The query as a page was drawn with: its parameters but those that change nothing on the first paint, in order. */
function drawnSearch(search: URLSearchParams, unseen: readonly string[]): string {
  const kept = [...search].filter(([name]) => !unseen.includes(name)).sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept).toString();
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The app's HTML with a page drawn ahead in `#root` (issue 35 item 11), in the reader's language: the
 * language cookie the web sets, else Accept-Language, else English. `#root` is inert until the app takes
 * over (apps/web/src/lib/prerendered-page.ts). The page's stylesheets are linked in
 * the head, since it paints before the script that would load them. Each answer is compressed once, when
 * first asked for.
 */
export function loadPrerenderedPages(
  webDist: string,
): ((url: string, headers: Record<string, string | string[] | undefined>) => PrerenderedAnswer | null) | null {
  const manifestFile = path.join(webDist, 'prerendered', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>') || !index.includes('</head>') || !/<html lang="[a-z]+"/.test(index)) {
    throw new Error('index.html lacks the empty #root, </head> or <html lang> the drawn pages go into');
  }

  const compose = (page: PrerenderManifest['pages'][number], language: UiLanguage, markup: string) =>
    index
      .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
      .replace(
        '</head>',
        `${page.styles
          .filter((href) => !index.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
          .join('')}</head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${language}" inert>${markup}</div>`);

  const answers = new Map<string, PrerenderedAnswer>();
  for (const [position, page] of manifest.pages.entries()) {
    for (const language of UI_LANGUAGES) {
      const file = page.files[language];
      if (!file) continue;
      const html = Buffer.from(compose(page, language, fs.readFileSync(path.join(webDist, 'prerendered', file), 'utf8')));
      const compressed = new Map<Encoding, Buffer>([['identity', html]]);
      const body = (encoding: Encoding) => {
        let bytes = compressed.get(encoding);
        if (!bytes) {
          bytes =
            encoding === 'br'
              ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
              : gzipSync(html, { level: 9 });
          compressed.set(encoding, bytes);
        }
        return bytes;
      };
      answers.set(`${position}.${language}`, { language, body });
    }
  }

  return (url, headers) => {
    const [pathname = '', query = ''] = url.split('?', 2);
    const search = new URLSearchParams(query);
    const position = manifest.pages.findIndex((page) => page.path === pathname && drawnSearch(search, page.unseen) === page.search);
    if (position < 0) return null;
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    return answers.get(`${position}.${readerLanguage(header('cookie'), header('accept-language'))}`) ?? null;
  };
}
