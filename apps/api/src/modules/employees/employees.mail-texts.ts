import type { MailMessage } from '../../mail/mailer';
import { mailTexts } from '../../mail/mail-texts';

/** Mails of the employees module, in the recipient's interface language (users.language); texts in mail/locales (employees). */

export type WelcomeMailParams = { firstName: string; lastName: string; company: string; addedBy: string; link: string; linkHours: number };
export type DigestLine = { identificationId: string; route: string; loading: string; link: string };
export type DigestMailParams = { firstName: string; lastName: string; formType: 'truck' | 'ware'; lines: DigestLine[]; more: number };

/** The new employee's welcome: who added them, and the link to set a first password. */
export function welcomeMail(to: string, language: string, p: WelcomeMailParams): MailMessage {
  const t = mailTexts(language, 'employees');
  const text = [
    t('hello', { firstName: p.firstName, lastName: p.lastName }),
    '',
    t('welcome.added', { addedBy: p.addedBy, company: p.company }),
    t('welcome.setPassword', { count: p.linkHours }),
    p.link,
    t('welcome.expired'),
    '',
    t('closing'),
  ].join('\n');
  return { to, subject: t('welcome.subject', { company: p.company }), text: `${text}\n` };
}

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
