import type { IncidentKind } from '@freight/shared/incidents';
import type { MailMessage } from '../../mail/mailer';
import { mailTexts } from '../../mail/mail-texts';

/** Mails about incidents to company administrators, in each administrator's interface language (§1); texts in mail/locales (incidents). */

type Greeting = { firstName: string; lastName: string };
export type FiledMailParams = Greeting & { kind: IncidentKind; id: number; company: string; reporter: string; link: string };
export type DecidedMailParams = Greeting & {
  kind: IncidentKind;
  id: number;
  company: string;
  reporter: string;
  status: 'approved' | 'declined';
  reason: string;
  link: string;
};

export function incidentFiledMail(to: string, language: string, params: FiledMailParams): MailMessage {
  const t = mailTexts(language, 'incidents');
  const values = { kind: t('kind', { context: params.kind }), id: params.id, company: params.company, reporter: params.reporter };
  return {
    to,
    subject: t('filed.subject', values),
    text: [
      t('hello', { firstName: params.firstName, lastName: params.lastName }),
      '',
      t('filed.reported', values),
      t('filed.review'),
      params.link,
      '',
      t('closing'),
    ].join('\n'),
  };
}

export function incidentDecidedMail(to: string, language: string, params: DecidedMailParams): MailMessage {
  const t = mailTexts(language, 'incidents');
  const values = {
    kind: t('kind', { context: params.kind }),
    status: t('status', { context: params.status }),
    id: params.id,
    company: params.company,
    reporter: params.reporter,
  };
  return {
    to,
    subject: t('decided.subject', values),
    text: [
      t('hello', { firstName: params.firstName, lastName: params.lastName }),
      '',
      t('decided.decided', values),
      t('decided.reason', { reason: params.reason }),
      params.link,
      '',
      t('closing'),
    ].join('\n'),
  };
}
