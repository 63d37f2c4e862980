import { describe, expect, it } from 'vitest';
import { captureLogs, testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import {
  createCompany,
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  pdfBytes,
  readMails,
  registrationData,
  registrationForm,
  requestPasswordReset,
  threePdfs,
  waitForMail,
} from '../test/factories';

type Line = Record<string, unknown> & { msg?: string; requestId?: string };

/**
 * Issue 34 item 2: every request has an id, taken from the balancer when it is well formed, echoed in
 * the header and the error body, and written in every log line the request causes, the mail it queues
 * included. The logs never hold a token, a password, a reset link or a document's bytes.
 */
describe('request ids and what the logs never hold', () => {
  const logs = captureLogs();
  const config = testConfig({ logLevel: 'info' });
  const parsed = () => logs.lines.map((line) => JSON.parse(line) as Line);

  const ctx = useTestApp({ config, logStream: logs.stream });

  it("takes the balancer's well-formed X-Request-Id, echoes it and writes it in the request's log lines", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(response.headers['x-request-id']).toBe('lb-0123456789abcdef');
    const lines = parsed().filter((line) => line.requestId === 'lb-0123456789abcdef');
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('replaces an id of the wrong shape or length with its own', async () => {
    for (const sent of ['short', 'a'.repeat(129), 'evil\\nid with spaces', '{"json":1}']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': sent } });
      const id = String(response.headers['x-request-id']);
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const generated = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names the id in a refusal's body too, so a member can quote it to support (a 5xx body: errors.test.ts)", async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/truck-requests/', headers: { 'x-request-id': 'err-request-0002' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('err-request-0002');
    expect(refused.json()).toEqual({ request_id: 'err-request-0002', code: 'not_authenticated', detail: 'Authentication is required.' });
  });

  it("writes the request's id in the log of the mail it queued; no token, password, reset link or document bytes reach the log", async () => {
    const company = await createCompany(ctx.app.db);
    const user = await createUser(ctx.app.db, { companyId: company.id });
    const session = await loginAs(ctx.app, user.email);
    const reset = await requestPasswordReset(ctx.app, user.email, { 'x-request-id': 'reset-request-42' });
    expect(reset.statusCode).toBeLessThan(300);
    const [mail] = await waitForMail(config.dataDir, user.email);
    const link = /https?:\/\/\S+reset-password\/\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    await expect.poll(() => parsed().some((line) => line.msg === 'mail sent' && line.requestId === 'reset-request-42')).toBe(true);

    // A registration with documents, a second login, a request with a token in the query.
    const pdf = pdfBytes('logged-bytes-must-not-appear');
    const files = threePdfs();
    files[0] = { ...files[0]!, bytes: pdf };
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationForm(registrationData(), files),
    });
    expect(registered.statusCode).toBe(201);
    await ctx.app.inject({
      method: 'GET',
      url: `/api/truck-requests/?access=${session.access}`,
      headers: { authorization: `Bearer ${session.access}` },
    });
    await loginAs(ctx.app, user.email, DEFAULT_PASSWORD);

    const text = logs.lines.join('\n');
    const token = new URL(link!).pathname.split('/').filter(Boolean).pop()!;
    for (const secret of [
      session.access,
      session.refresh,
      DEFAULT_PASSWORD,
      link!,
      token,
      pdf.toString('base64'),
      pdf.toString('latin1').slice(0, 40),
    ]) {
      expect(text.includes(secret), secret.slice(0, 20)).toBe(false);
    }
    expect(text).not.toContain('%PDF-');
    expect(await readMails(config.dataDir)).not.toHaveLength(0);
  });
});
