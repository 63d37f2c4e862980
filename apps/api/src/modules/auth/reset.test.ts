import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { captureLogs, testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createUser, DEFAULT_PASSWORD, loginAs, readMails, requestPasswordReset, uniqueIp, waitForMail } from '../../test/factories';

const PUBLIC_URL = 'https://freight.example';
const NEW_PASSWORD = 'Brand-new-secret-7';

describe('password reset', () => {
  let now = new Date();
  const config = testConfig({ publicUrl: PUBLIC_URL, logLevel: 'info' });
  const logs = captureLogs();
  const ctx = useTestApp({ config, clock: () => now, logStream: logs.stream });

  const resetPassword = (token: string, newPassword: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password/', payload: { token, new_password: newPassword } });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress: uniqueIp() });

  /** The token of the newest reset mail to `email`, read from its link. */
  async function tokenFromMail(email: string, count = 1): Promise<string> {
    const mails = await waitForMail(config.dataDir, email, count);
    const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
    if (!match?.[1]) throw new Error('no reset link in the mail');
    return match[1];
  }

  it('answers known and unknown addresses alike, and mails only the known one', async () => {
    const user = await createUser(ctx.database.db);
    const known = await requestPasswordReset(ctx.app, user.email);
    const unknown = await requestPasswordReset(ctx.app, 'nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: 'If that e-mail exists, a reset link has been sent.' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await waitForMail(config.dataDir, user.email);
    expect((await readMails(config.dataDir)).some((mail) => mail.to === 'nobody-here@example.com')).toBe(false);
  });

  it('builds the link from PUBLIC_URL, never from the Host header, and writes in the user language', async () => {
    const user = await createUser(ctx.database.db, { language: 'fr', firstName: 'Élise', lastName: 'Martin' });
    await requestPasswordReset(ctx.app, user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const [mail] = await waitForMail(config.dataDir, user.email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe Freight Exchange');
    expect(mail?.text).toContain('Bonjour Élise Martin,');
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]{40,}`));
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/reset-password/`);
  });

  it('sets the new password once, ends earlier sessions and does not log in', async () => {
    const user = await createUser(ctx.database.db);
    const earlier = await loginAs(ctx.app, user.email);
    await requestPasswordReset(ctx.app, user.email);
    const token = await tokenFromMail(user.email);

    const response = await resetPassword(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String) });

    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: earlier.refresh } });
    expect(refreshed.json().code).toBe('token_not_valid');
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await resetPassword(token, 'Another-secret-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      request_id: expect.any(String),
      code: 'validation_failed',
      detail: expect.any(String),
      fields: { token: ['token_invalid'] },
    });
    expect((await login(user.email, 'Another-secret-8')).statusCode).toBe(400);
  });

  it('refuses an expired token and a token superseded by a newer request', async () => {
    const user = await createUser(ctx.database.db);
    await requestPasswordReset(ctx.app, user.email);
    const first = await tokenFromMail(user.email, 1);
    await requestPasswordReset(ctx.app, user.email);
    const second = await tokenFromMail(user.email, 2);
    expect(second).not.toBe(first);
    expect((await resetPassword(first, NEW_PASSWORD)).json().fields).toEqual({ token: ['token_invalid'] });

    now = new Date(now.getTime() + 6 * 3600 * 1000 + 1000);
    expect((await resetPassword(second, NEW_PASSWORD)).json().fields).toEqual({ token: ['token_invalid'] });
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['Short1!', 'password_too_short'],
    ['1234567890', 'password_entirely_numeric'],
    ['PassWord', 'password_too_common'],
    ['', 'password_required'],
  ])('applies the §5 password rules to %j', async (password, code) => {
    const response = await resetPassword('a'.repeat(43), password);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('validation_failed');
    expect(body.fields.new_password).toContain(code);
  });

  it('mails one address at most 5 times in 30 minutes, with the same answer beyond', async () => {
    const user = await createUser(ctx.database.db);
    const answers = [];
    for (let n = 0; n < 7; n++) answers.push(await requestPasswordReset(ctx.app, user.email));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    await waitForMail(config.dataDir, user.email, 5);
    const issued = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(issued).toHaveLength(5);

    now = new Date(now.getTime() + 30 * 60 * 1000);
    await requestPasswordReset(ctx.app, user.email);
    // The token is made after the answer (the answer must not reveal the account).
    await expect.poll(() => ctx.database.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(6);
  });

  it('answers 429 with Retry-After to one address asking for many accounts', async () => {
    const ip = uniqueIp();
    for (let n = 0; n < 20; n++) expect((await requestPasswordReset(ctx.app, `someone${n}@example.com`, {}, ip)).statusCode).toBe(200);
    const limited = await requestPasswordReset(ctx.app, 'someone-else@example.com', {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends no mail to an inactive user', async () => {
    const user = await createUser(ctx.database.db, { isActive: false });
    const active = await createUser(ctx.database.db);
    expect((await requestPasswordReset(ctx.app, user.email)).statusCode).toBe(200);
    // Asked after it, an active user's mail arriving shows the inactive user's request was handled.
    await requestPasswordReset(ctx.app, active.email);
    await waitForMail(config.dataDir, active.email);
    expect(await ctx.database.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(0);
    expect((await readMails(config.dataDir)).some((mail) => mail.to === user.email)).toBe(false);
  });

  it('never writes tokens or passwords to the log', async () => {
    const user = await createUser(ctx.database.db);
    await requestPasswordReset(ctx.app, user.email);
    const token = await tokenFromMail(user.email);
    await resetPassword(token, NEW_PASSWORD);
    const session = await loginAs(ctx.app, user.email, NEW_PASSWORD);
    const log = logs.lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [token, NEW_PASSWORD, session.refresh, session.access]) expect(log).not.toContain(secret);
  });
});
