import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const INDEX = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <script type="module" crossorigin src="/assets/first-paint-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/first-paint-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A build as apps/web/prerender.ts leaves it: the login page, and registration with and without 12 months. */
function builtWebApp(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-web-drawn-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dist, 'prerendered'));
  const pages = [
    { path: '/login', search: '', unseen: ['redirect'], styles: ['/assets/first-paint-1.css'] },
    { path: '/register', search: '', unseen: [], styles: ['/assets/first-paint-1.css', '/assets/country-flag-2.css'] },
    { path: '/register', search: 'subscriptionMonths=12', unseen: [], styles: ['/assets/first-paint-1.css'] },
  ];
  const manifest = {
    pages: pages.map((page, index) => ({
      ...page,
      files: Object.fromEntries(UI_LANGUAGES.map((language) => [language, `${index}.${language}.html`])),
    })),
  };
  for (const [index, page] of pages.entries()) {
    for (const language of UI_LANGUAGES) {
      // "$&" would be a replacement pattern if the markup went through String.replace as a string.
      const markup = `<main>${page.path} ${page.search} drawn in ${language} $&</main>`;
      fs.writeFileSync(path.join(dist, 'prerendered', `${index}.${language}.html`), markup);
    }
  }
  fs.writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('login and registration sent drawn ahead (issue 35 item 11)', () => {
  const ctx = useTestApp(() => ({ config: testConfig({ webDist: builtWebApp() }) }));
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('draws the page in the language of Accept-Language, inert until the app takes over, never cached', async () => {
    const response = await get('/login', { 'accept-language': 'fr-CH, de;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-language']).toBe('fr');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(response.body).toContain('<html lang="fr" data-mantine-color-scheme="light">');
    expect(response.body).toContain('<div id="root" data-prerendered="fr" inert><main>/login  drawn in fr $&</main></div>');
  });

  it('prefers the language the reader chose in the app (its cookie) and falls back to English', async () => {
    for (const language of UI_LANGUAGES) {
      const chosen = await get('/register', { cookie: `theme=x; lang=${language}`, 'accept-language': 'hu' });
      expect(chosen.body, language).toContain(`data-prerendered="${language}"`);
      expect(chosen.body, language).toContain(`drawn in ${language}`);
    }
    expect((await get('/login', { cookie: 'lang=xx', 'accept-language': 'ro-RO' })).body).toContain('drawn in ro');
    expect((await get('/login', { 'accept-language': 'es, it' })).body).toContain('drawn in en');
    expect((await get('/login')).body).toContain('drawn in en');
  });

  it('draws a page only for the query it was drawn with, ignoring what the first paint does not show', async () => {
    expect((await get('/login?redirect=%2Fdashboard%2Fcompanies')).body).toContain('/login  drawn in en');
    expect((await get('/register?subscriptionMonths=12')).body).toContain('/register subscriptionMonths=12 drawn in en');
    // An alert the drawn page lacks, a value it was not drawn with, another page: the plain app.
    for (const url of ['/login?update=1', '/login?reason=company_inactive', '/register?subscriptionMonths=6', '/prices', '/login/x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it("links the page's stylesheets the app's HTML does not already link, once", async () => {
    const body = (await get('/register')).body;
    expect(body.match(/first-paint-1\.css/g)).toHaveLength(1);
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/country-flag-2.css"></head>');
  });

  it('sends the drawn page as brotli or gzip as the browser accepts', async () => {
    const plain = (await get('/login', { 'accept-language': 'de' })).body;
    const brotli = await get('/login', { 'accept-language': 'de', 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzipped = await get('/login', { 'accept-language': 'de', 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
  });
});
