import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const DATABASE_URL = 'postgres://app@db.internal:5432/freight';

describe('loadConfig: mail with DATABASE_URL (issue 16)', () => {
  it('needs no mail setting for the embedded database: mail goes to the outbox', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });

  it('refuses DATABASE_URL without SMTP_URL, naming both ways out', () => {
    expect(() => loadConfig({ DATABASE_URL })).toThrow(/SMTP_URL is required with DATABASE_URL.*MAIL_OUTBOX=1/s);
    expect(() => loadConfig({ DATABASE_URL, MAIL_OUTBOX: '0' })).toThrow(/SMTP_URL is required with DATABASE_URL/);
  });

  it('accepts DATABASE_URL with SMTP_URL, or with the outbox asked for explicitly', () => {
    expect(loadConfig({ DATABASE_URL, SMTP_URL: 'smtp://relay.internal:587' }).smtpUrl).toBe('smtp://relay.internal:587');
    expect(loadConfig({ DATABASE_URL, MAIL_OUTBOX: '1' }).smtpUrl).toBeUndefined();
  });

  it('refuses SMTP_URL and MAIL_OUTBOX=1 together, and a MAIL_OUTBOX other than 0 or 1', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://relay.internal:587', MAIL_OUTBOX: '1' })).toThrow(/keep one of them/);
    expect(() => loadConfig({ DATABASE_URL, MAIL_OUTBOX: 'yes' })).toThrow(/MAIL_OUTBOX/);
  });

  it('lets a tool that sends no mail (the CLI) open DATABASE_URL without a mail setting', () => {
    expect(loadConfig({ DATABASE_URL }, { sendsMail: false }).databaseUrl).toBe(DATABASE_URL);
  });
});
