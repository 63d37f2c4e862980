import type { MailMessage } from '../../mail/mailer';
import { mailTexts } from '../../mail/mail-texts';

/**
 * The new-entries digest mail, in the recipient's interface language (users.language). Its texts are in
 * mail/locales under `employees` (digest.*), beside the welcome mail's: a digest is an employee's setting.
 */

export type DigestLine = { identificationId: string; route: string; loading: string; link: string };
export type DigestMailParams = { firstName: string; lastName: string; formType: 'truck' | 'ware'; lines: DigestLine[]; more: number };

/** The new-entries digest: one line per entry with its link, the newest first. */
export function digestMail(to: string, language: string, p: DigestMailParams): MailMessage {
  const t = mailTexts(language, 'employees');
  const lines = p.lines.map(
    ({ identificationId, route, loading, link }) => `${t('digest.line', { identificationId, route, loading })}\n${link}`,
  );
  const text = [
    t('hello', { firstName: p.firstName, lastName: p.lastName }),
    '',
    t('digest.intro', { context: p.formType }),
    '',
    ...lines.flatMap((line) => [line, '']),
    ...(p.more > 0 ? [t('digest.more', { number: p.more }), ''] : []),
    t('digest.footer'),
    '',
    t('closing'),
  ].join('\n');
  return { to, subject: t('digest.subject', { context: p.formType, number: p.lines.length + p.more }), text: `${text}\n` };
}
