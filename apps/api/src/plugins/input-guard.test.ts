import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationData } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

/** Issue 14 items 3 and 4: hostile input answers 400 (or 414/431) in the `{code, detail, fields}` shape, never 5xx. */
describe('hostile input', () => {
  const ctx = useTestApp();
  let member: string;
  let staff: string;

  beforeAll(async () => {
    member = (await ctx.member()).access;
    staff = (await ctx.staff()).access;
  });

  const expectRefused = (response: { statusCode: number; json: () => unknown }, fields?: Record<string, string[]>) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', detail: expect.any(String), ...(fields ? { fields } : {}) });
  };

  it('refuses a NUL character in a JSON string, naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\u0000@b.eu","password":"x"}',
    });
    expectRefused(response, { email: ['invalid_character'] });
  });

  it('refuses a lone surrogate in a JSON string, which PostgreSQL json refuses (issue 35: an entry note with one answered 500)', async () => {
    for (const payload of ['{"email":"a\\ud800@b.eu","password":"x"}', '{"email":"a@b.eu","password":"x\\udc00y"}']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectRefused(response);
    }
    // A pair is one character (a lorry emoji): it passes the guard and reaches the login itself.
    const paired = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.eu","password":"\\ud83d\\ude9a"}',
    });
    expect(paired.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses a NUL character in the path and the query', async () => {
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/api/company-onboarding/a%00b/' }));
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/api/companies/?search=a%00b',
      headers: { authorization: `Bearer ${member}` },
    });
    expectRefused(query);
  });

  it('refuses prototype keys in a JSON body', async () => {
    for (const payload of [
      '{"__proto__":{"role":"staff"},"email":"a@b.eu","password":"x"}',
      '{"constructor":{"prototype":{}},"refresh":"x"}',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/token/refresh/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectRefused(response);
    }
  });

  it('refuses a body nested deeper than any request of the API', async () => {
    const payload = `{"refresh":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectRefused(response);
  });

  it('answers an id beyond PostgreSQL’s integer as not valid, on member and staff routes', async () => {
    const member404 = await ctx.app.inject({
      method: 'GET',
      url: '/api/companies/2147483648/',
      headers: { authorization: `Bearer ${member}` },
    });
    expectRefused(member404, { id: ['too_big'] });
    const staffRoute = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/companies/2147483648/deactivate/',
      headers: { authorization: `Bearer ${staff}` },
    });
    expectRefused(staffRoute);
    const document = await ctx.app.inject({
      method: 'GET',
      url: '/api/transport-incidents/2147483648/documents/1/',
      headers: { authorization: `Bearer ${member}` },
    });
    expectRefused(document);
  });

  describe('malformed multipart', () => {
    const whole = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(registrationData())}\r\n--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;
    const post = (contentType: string, payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/register/', headers: { 'content-type': contentType }, payload });

    it('refuses a body cut short', async () => {
      const body = whole('cut');
      expectRefused(await post('multipart/form-data; boundary=cut', body.slice(0, body.length - 40)));
    });

    it('refuses a missing boundary and one over 70 characters', async () => {
      expectRefused(await post('multipart/form-data', whole('x')));
      const long = 'b'.repeat(71);
      expectRefused(await post(`multipart/form-data; boundary=${long}`, whole(long)));
    });

    it('refuses prototype keys and NUL characters in the form fields and the data part', async () => {
      const incident = new FormData();
      incident.append('constructor', 'x');
      const fields = await ctx.app.inject({
        method: 'POST',
        url: '/api/payment-incidents/',
        headers: { authorization: `Bearer ${member}` },
        payload: incident,
      });
      expectRefused(fields, { non_field_errors: ['forbidden_key'] });
      const data = { ...registrationData(), toString: 'x', __proto__: null };
      const registration = new FormData();
      registration.append('data', JSON.stringify(data).replace('"x"', '"a\\u0000"'));
      const refused = await ctx.app.inject({ method: 'POST', url: '/api/auth/register/', payload: registration });
      expectRefused(refused, { toString: ['invalid_character'] });
    });
  });

  describe('refusals made before any route runs', () => {
    it('answers a malformed address in the API’s shape without echoing it', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/truck-requests/%E0%A4%A/' });
      expectRefused(response);
      expect(response.body).not.toContain('%E0%A4%A');
    });

    it('answers a path parameter over the router’s limit with 414 in the same shape', async () => {
      const long = 'x'.repeat(500);
      const response = await ctx.app.inject({ method: 'GET', url: `/api/company-onboarding/${long}/` });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ request_id: expect.any(String), code: 'validation_failed', detail: expect.any(String) });
      expect(response.body).not.toContain(long);
    });

    it('answers headers over Node’s limit with 431 in the same shape', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: '/api/health/', headers: { 'x-filler': 'a'.repeat(40_000) } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toEqual({ code: 'validation_failed', detail: expect.any(String) });
      expect(answer.body).not.toContain('aaaa');
    });
  });
});
