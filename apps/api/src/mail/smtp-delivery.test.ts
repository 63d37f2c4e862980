import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, registrationData, registrationForm, requestPasswordReset, uniqueIp } from '../test/factories';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const PUBLIC_URL = 'https://freight.example';
const MAIL_FROM = 'Freight Exchange <no-reply@freight.example>';

/** Mail through a real SMTP server started by the test (issue 16): what a relay receives, parsed by mailparser. */
describe('mail over SMTP (SMTP_URL)', () => {
  let smtp: SmtpSink;
  let config: ReturnType<typeof testConfig>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(() => {
    config = testConfig({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL, mailFrom: MAIL_FROM });
    return { config };
  });

  it('sends a password reset in the recipient language with the same link in text and html, and writes no outbox', async () => {
    const user = await createUser(ctx.database.db, { language: 'de', firstName: 'Jürgen', lastName: 'Groß' });
    const answer = await requestPasswordReset(ctx.app, user.email);
    expect(answer.statusCode).toBe(200);

    const [mail, ...more] = await smtp.waitFor(user.email);
    expect(more).toEqual([]);
    expect(mail?.envelopeTo).toEqual([user.email]);
    expect(mail?.envelopeFrom).toBe('no-reply@freight.example');
    expect(mail?.to).toBe(user.email);
    expect(mail?.from).toBe('no-reply@freight.example');
    expect(mail?.subject).toBe('Ihr Freight-Exchange-Passwort zurücksetzen');
    expect(mail?.text).toContain('Guten Tag Jürgen Groß,');
    const link = /https:\/\/freight\.example\/reset-password\/[A-Za-z0-9_-]{40,}/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Guten Tag Jürgen Groß,');

    // The link works: the token it carries sets a new password.
    const token = link?.split('/').at(-1) ?? '';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { token, new_password: 'Brand-new-secret-7' },
    });
    expect(reset.statusCode).toBe(200);
    expect(fs.existsSync(path.join(config.dataDir, 'outbox'))).toBe(false);
  });

  it('sends the registration confirmation in the language the applicant chose', async () => {
    const data = registrationData({ contact: { first_name: 'Gábor', last_name: 'Kovács' } });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/?lang=hu',
      payload: registrationForm(data),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(data.contact.email);
    expect(mail?.subject).toBe(`Megkaptuk a(z) ${data.company.name} regisztrációját`);
    expect(mail?.text).toContain('Tisztelt Kovács Gábor!');
    expect(mail?.text).toContain('6 hónap, 84 EUR');
    expect(mail?.html).toContain('Tisztelt Kovács Gábor!');
  });
});
