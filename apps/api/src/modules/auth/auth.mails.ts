import { RESET_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import type { UiLanguage } from '@freight/shared/languages';
import type { MailMessage } from '../../mail/mailer';
import { mailTexts } from '../../mail/mail-texts';
import { BANK_DETAILS } from './bank-details';

/**
 * A mail body as blocks, rendered once as plain text and once as simple HTML. The texts come from
 * mail/locales (auth) unescaped; the HTML part escapes each rendered text, catalogue wording and values alike.
 */
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'details'; rows: [label: string, value: string][] }
  | { kind: 'link'; url: string };

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function render(to: string, subject: string, blocks: Block[]): MailMessage {
  const text = blocks
    .map((block) => {
      switch (block.kind) {
        case 'p':
          return block.text;
        case 'steps':
          return block.items.map((item, index) => `${index + 1}. ${item}`).join('\n');
        case 'details':
          return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
        case 'link':
          return block.url;
      }
    })
    .join('\n\n');
  const html = blocks
    .map((block) => {
      switch (block.kind) {
        case 'p':
          return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
        case 'steps':
          return `<ol>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`;
        case 'details':
          return `<table>${block.rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`;
        case 'link':
          return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`;
      }
    })
    .join('\n');
  return { to, subject, text: `${text}\n`, html: `<!doctype html><html><body>${html}</body></html>` };
}

type Person = { firstName: string; lastName: string };

export type RegistrationMail = Person & {
  to: string;
  lang: UiLanguage;
  companyName: string;
  subscriptionMonths: number;
  amountEur: number;
  paymentReference: string;
};

/** To the applicant after registration: what happens next and how to pay (§1, §2 /registration-pending). */
export function registrationMail(mail: RegistrationMail): MailMessage {
  const t = mailTexts(mail.lang, 'auth');
  return render(mail.to, t('registration.subject', { company: mail.companyName }), [
    // The catalogue orders the names as the language does: Hungarian puts the family name first.
    { kind: 'p', text: t('greeting', { firstName: mail.firstName, lastName: mail.lastName }) },
    { kind: 'p', text: t('registration.intro', { company: mail.companyName }) },
    { kind: 'p', text: t('registration.next') },
    { kind: 'steps', items: [t('registration.step1'), t('registration.step2'), t('registration.step3')] },
    { kind: 'p', text: t('registration.payment', { count: mail.subscriptionMonths, amount: mail.amountEur }) },
    {
      kind: 'details',
      rows: [
        [t('registration.labels.beneficiary'), BANK_DETAILS.beneficiary],
        [t('registration.labels.iban'), BANK_DETAILS.iban],
        [t('registration.labels.bank'), BANK_DETAILS.bank],
        [t('registration.labels.amount'), `${mail.amountEur} ${BANK_DETAILS.currency}`],
        [t('registration.labels.reference'), mail.paymentReference],
      ],
    },
    { kind: 'p', text: t('registration.referenceNote') },
    { kind: 'p', text: t('closing') },
  ]);
}

export type ResetMail = Person & { to: string; lang: UiLanguage; link: string };

/** The password reset link (§4 password reset), valid RESET_TOKEN_SECONDS and single use. */
export function passwordResetMail(mail: ResetMail): MailMessage {
  const t = mailTexts(mail.lang, 'auth');
  return render(mail.to, t('reset.subject'), [
    // The catalogue orders the names as the language does: Hungarian puts the family name first.
    { kind: 'p', text: t('greeting', { firstName: mail.firstName, lastName: mail.lastName }) },
    { kind: 'p', text: t('reset.intro') },
    { kind: 'link', url: mail.link },
    { kind: 'p', text: t('reset.validity', { count: RESET_TOKEN_SECONDS / 3600 }) },
    { kind: 'p', text: t('reset.ignore') },
    { kind: 'p', text: t('closing') },
  ]);
}
