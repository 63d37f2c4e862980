import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

/** A built web app as apps/web/precompress.ts leaves it: each text file with its .br and .gz copies. */
function builtWebApp(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const files = {
    'index.html': `<!doctype html><title>spa</title>${' '.repeat(2000)}`,
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dist;
}

describe('the single-page app on the wire (issue 15 item 6)', () => {
  let dist: string;
  const ctx = useTestApp(() => {
    dist = builtWebApp();
    return { config: testConfig({ webDist: dist }) };
  });

  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  const original = (name: string) => fs.readFileSync(path.join(dist, name), 'utf8');

  it('sends a hashed script as its brotli copy to a browser that takes brotli, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(original('assets/index-abc123.js'));
  });

  it('sends gzip to a client without brotli, and the plain file to one that asks for neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(original('assets/index-abc123.js'));
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original('assets/index-abc123.js'));
  });

  it('sends the page of a client route compressed too, never cached', async () => {
    const response = await get('/dashboard/search-trucks', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(original('index.html'));
  });

  it('answers 404, not the page, for a file the build does not hold and for an unknown API path (issue 35 item 11)', async () => {
    for (const url of ['/robots.txt', '/favicon.ico', '/assets/index-gone42.js', '/dashboard/old.css', '/sitemap.xml?x=1']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'not_found' });
    }
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/nothing-here/', '/api', '/api/auth/unknown']) {
        const response = await ctx.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json(), `${method} ${url}`).toMatchObject({ code: 'not_found' });
      }
    }
    // Client routes still get the page, whatever their depth.
    expect((await get('/dashboard/company-details/12')).statusCode).toBe(200);
  });

  it("serves a robots.txt of the build that keeps crawlers out of the members' area and the API", async () => {
    const robots = fs.readFileSync(path.join(import.meta.dirname, '../../../web/public/robots.txt'), 'utf8');
    fs.writeFileSync(path.join(dist, 'robots.txt'), robots);
    const served = await createTestApp({ config: testConfig({ webDist: dist }) });
    try {
      const response = await served.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const rules = response.body.split('\n').map((line) => line.trim());
      expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api']));
      expect(rules).not.toContain('Disallow: /');
    } finally {
      await served.close();
    }
  });
});
