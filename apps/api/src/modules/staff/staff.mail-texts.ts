import type { MailMessage } from '../../mail/mailer';
import { mailTexts } from '../../mail/mail-texts';

/** Mails staff actions send to a company administrator, in the administrator's interface language (§1); texts in mail/locales (staff). */

type Greeting = { firstName: string; lastName: string };
export type ApprovalMailParams = Greeting & { company: string; months: number; expiresOn: string; link: string; linkHours: number };
export type InvitationMailParams = Greeting & { company: string; link: string };

export function approvalMail(to: string, language: string, params: ApprovalMailParams): MailMessage {
  const t = mailTexts(language, 'staff');
  const text = [
    t('hello', { firstName: params.firstName, lastName: params.lastName }),
    '',
    t('approval.approved', { company: params.company }),
    t('approval.validUntil', { count: params.months, expiresOn: params.expiresOn }),
    '',
    t('approval.setPassword', { count: params.linkHours }),
    params.link,
    '',
    t('approval.expired'),
    '',
    t('closing'),
  ];
  return { to, subject: t('approval.subject'), text: text.join('\n') };
}

export function invitationMail(to: string, language: string, params: InvitationMailParams): MailMessage {
  const t = mailTexts(language, 'staff');
  const text = [
    t('hello', { firstName: params.firstName, lastName: params.lastName }),
    '',
    t('invitation.review', { company: params.company }),
    params.link,
    '',
    t('closing'),
  ];
  return { to, subject: t('invitation.subject'), text: text.join('\n') };
}
