import type { MailMessage } from '../../mail/mailer';
import { mailTexts } from '../../mail/mail-texts';

/** Mails of the employees module, in the recipient's interface language (users.language); texts in mail/locales (employees). */

export type WelcomeMailParams = { firstName: string; lastName: string; company: string; addedBy: string; link: string; linkHours: number };

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
