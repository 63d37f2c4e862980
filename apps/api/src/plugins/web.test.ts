import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestContext } from '../test/test-app';

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
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = builtWebApp();
    ctx = await createTestApp({ config: testConfig({ webDist: dist }) });
  });
  afterAll(() => ctx.close());

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
});
