import type { MailMessage } from '../../mail/mailer';
import { mailTexts } from '../../mail/mail-texts';

/** The deal activity mail (issue 31 item 5), in the recipient's interface language; texts in mail/locales (deals). */

export type DealMailLine = { reference: string; kind: string; count: number };
export type DealMailParams = { firstName: string; lastName: string; lines: DealMailLine[]; link: string };

export function dealActivityMail(to: string, language: string, p: DealMailParams): MailMessage {
  const t = mailTexts(language, 'deals');
  const text = [
    t('hello', { firstName: p.firstName, lastName: p.lastName }),
    '',
    t('intro'),
    '',
    // The kind picks the text by i18next context (line_offer, line_message_one …).
    ...p.lines.map((line) => t('line', { context: line.kind, reference: line.reference, count: line.count })),
    '',
    t('open'),
    p.link,
    '',
    t('closing'),
  ].join('\n');
  const count = p.lines.reduce((sum, line) => sum + line.count, 0);
  return { to, subject: t('subject', { count }), text: `${text}\n` };
}
