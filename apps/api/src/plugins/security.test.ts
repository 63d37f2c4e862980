import { describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../test/factories';
import { testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

/** Issue 14 item 10: headers every answer carries, and the HTTPS-only ones only behind an https address. */
describe('security headers', () => {
  const plain = useTestApp({ config: testConfig({ publicUrl: 'http://192.168.1.20:3000' }) });
  const secure = useTestApp({ config: testConfig({ publicUrl: 'https://exchange.example.eu' }) });

  it('forbids framing and browser features on every answer', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('sends them on refusals and errors too', async () => {
    const user = await createUser(plain.database.db);
    const { access } = await loginAs(plain.app, user.email);
    const answers = [
      await plain.app.inject({ method: 'GET', url: '/api/no-such-route/' }),
      await plain.app.inject({ method: 'GET', url: '/api/dashboard-counts/' }),
      await plain.app.inject({
        method: 'POST',
        url: '/api/truck-requests/create/',
        headers: { authorization: `Bearer ${access}` },
        payload: {},
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 401, 400]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('sends HSTS and upgrade-insecure-requests only when the public address is https', async () => {
    const overHttp = await plain.app.inject({ method: 'GET', url: '/api/health/' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const overHttps = await secure.app.inject({ method: 'GET', url: '/api/health/' });
    expect(overHttps.headers['strict-transport-security']).toContain('max-age=');
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('lets no cache keep an answer to a signed-in request, and lets public answers be cached', async () => {
    const user = await createUser(plain.database.db);
    const { access } = await loginAs(plain.app, user.email);
    const own = await plain.app.inject({ method: 'GET', url: '/api/dashboard-counts/', headers: { authorization: `Bearer ${access}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const refused = await plain.app.inject({ method: 'GET', url: '/api/dashboard-counts/', headers: { authorization: 'Bearer nonsense' } });
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const contract = await plain.app.inject({ method: 'GET', url: '/api/health/' });
    expect(contract.headers['cache-control']).not.toBe('private, no-store');
  });
});
