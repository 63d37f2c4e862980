import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { onboardingInvitations } from '../../db/schema';
import { pdfBytes, registrationData, registrationForm, storedFiles, uniqueIp } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { PENDING_UPDATES_PER_IP_PER_HOUR } from './registration-limit';

/**
 * Issue 14 item 5: the anonymous onboarding correction checks its token id before it reads any of
 * the body, caps what one request may upload in all, and is rate limited.
 */
describe('POST /api/company/{tid}/pending-update/ limits', () => {
  const config = testConfig();
  const ctx = useTestApp({ config });
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  it('refuses an unknown token id without waiting for the body', async () => {
    // 50 MB announced, 1 KB sent, the rest never: only an answer given before reading can arrive.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/company/unknown-invitation/pending-update/',
        headers: { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(50 * 1024 * 1024) },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          // The rest of the announced body is never sent: the connection is dropped, as a client would.
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on('error', reject);
      request.write(`--abc\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\n\r\n${'x'.repeat(1024)}`);
    });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'not_found' });
  });

  it('refuses a request whose documents together pass the total cap, and stores nothing', async () => {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationForm(registrationData()),
      remoteAddress: uniqueIp(),
    });
    expect(registered.statusCode).toBe(201);
    const tid = crypto.randomBytes(24).toString('base64url');
    await ctx.database.db.insert(onboardingInvitations).values({ tid, companyId: registered.json().company_id as number });
    const before = storedFiles(config.dataDir).length;
    // Four documents of 9 MB: each within the 10 MB per file, 36 MB together.
    const big = (name: string) => ({ name, bytes: Buffer.concat([pdfBytes(name), Buffer.alloc(9 * 1024 * 1024)]) });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/company/${tid}/pending-update/`,
      payload: registrationForm(registrationData(), [big('a.pdf'), big('b.pdf'), big('c.pdf'), big('d.pdf')]),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'file_too_large', fields: { documents: ['file_too_large'] } });
    expect(storedFiles(config.dataDir)).toHaveLength(before);
  });

  it('limits the requests of one address', async () => {
    const ip = uniqueIp();
    // A different made-up token id each time: the address alone reaches its limit.
    const post = (index: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/company/unknown-${index}/pending-update/`,
        payload: registrationForm(registrationData()),
        remoteAddress: ip,
      });
    for (let index = 0; index < PENDING_UPDATES_PER_IP_PER_HOUR; index += 1) expect((await post(index)).statusCode).toBe(404);
    const limited = await post(PENDING_UPDATES_PER_IP_PER_HOUR);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
