import { describe, expect, it } from 'vitest';
import { INCIDENT_KINDS } from '@freight/shared/incidents';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { agentMatchesMail } from '../modules/agents/agents.mail-texts';
import { passwordResetMail, registrationMail } from '../modules/auth/auth.mails';
import { dealActivityMail } from '../modules/deals/deals.mail-texts';
import { welcomeMail } from '../modules/employees/employees.mail-texts';
import { digestMail } from '../modules/digest/entry-digest.mail-texts';
import { incidentDecidedMail, incidentFiledMail } from '../modules/incidents/incidents.mail-texts';
import { approvalMail, invitationMail } from '../modules/staff/staff.mail-texts';
import type { MailMessage } from './mailer';

/**
 * Every mail builder, in every language and each of its variants (form type, incident kind and
 * status: the texts picked by i18next context), finds all its texts: a text missing even in English
 * throws (mail-texts.ts) and fails here, a {{placeholder}} without a value would stay in the mail.
 */
const person = { firstName: 'Ana', lastName: 'Pop' };
const company = 'Trans <A&B> SRL';
const line = { identificationId: 'T-1', route: 'Cluj (RO) → Wien (AT)', loading: '2026-11-27', weight: 12.5, link: 'https://x.test/e/1' };

function mailsIn(lang: (typeof UI_LANGUAGES)[number]): MailMessage[] {
  const to = 'a@x.test';
  const link = 'https://x.test/l';
  return [
    ...(['truck', 'ware'] as const).flatMap((formType) => [
      agentMatchesMail(to, lang, { ...person, agentName: 'Cluj', formType, lines: [line], more: 2, link, unsubscribeLink: link }),
      digestMail(to, lang, { ...person, formType, lines: [line], more: 2 }),
    ]),
    welcomeMail(to, lang, { ...person, company, addedBy: 'Ion Pop', link, linkHours: 6 }),
    ...INCIDENT_KINDS.flatMap((kind) => [
      incidentFiledMail(to, lang, { ...person, kind, id: 7, company, reporter: 'Rep SRL', link }),
      ...(['approved', 'declined'] as const).map((status) =>
        incidentDecidedMail(to, lang, { ...person, kind, id: 7, company, reporter: 'Rep SRL', status, reason: 'late', link }),
      ),
    ]),
    approvalMail(to, lang, { ...person, company, months: 12, expiresOn: '2027-11-26', link, linkHours: 6 }),
    invitationMail(to, lang, { ...person, company, link }),
    registrationMail({ to, lang, ...person, companyName: company, subscriptionMonths: 6, amountEur: 60, paymentReference: 'FX-1' }),
    passwordResetMail({ to, lang, ...person, link }),
    dealActivityMail(to, lang, {
      ...person,
      lines: ['offer', 'counter', 'accept', 'decline', 'withdraw', 'cancel', 'message'].map((kind) => ({
        reference: 'FX-2026-000123',
        kind,
        count: 2,
      })),
      link,
    }),
  ];
}

describe('mail builders', () => {
  for (const lang of UI_LANGUAGES) {
    it(`build every mail in ${lang} with every text and value in place`, () => {
      for (const mail of mailsIn(lang)) {
        expect(mail.subject.trim(), mail.text).not.toBe('');
        for (const part of [mail.subject, mail.text, mail.html ?? '']) expect(part).not.toMatch(/\{\{|\}\}/);
      }
    });
  }

  it('escapes values and texts in the HTML part only', () => {
    const mail = registrationMail({
      to: 'a@x.test',
      lang: 'en',
      ...person,
      companyName: company,
      subscriptionMonths: 6,
      amountEur: 60,
      paymentReference: 'FX-1',
    });
    expect(mail.text).toContain(`thank you for registering ${company} on`);
    expect(mail.html).toContain('thank you for registering Trans &lt;A&amp;B&gt; SRL on');
    expect(mail.html).not.toContain(company);
  });
});
