import { UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import type { MailMessage } from '../../mail/mailer';

/** Mails staff actions send to a company administrator, in the administrator's interface language (§1). */

type Greeting = { firstName: string; lastName: string };
export type ApprovalMailParams = Greeting & { company: string; months: number; expiresOn: string; link: string; linkHours: number };
export type InvitationMailParams = Greeting & { company: string; link: string };

type Texts = {
  approvalSubject: string;
  approvalBody: (p: ApprovalMailParams) => string;
  invitationSubject: string;
  invitationBody: (p: InvitationMailParams) => string;
};

const TEXTS: Record<UiLanguage, Texts> = {
  en: {
    approvalSubject: 'Your Freight Exchange account is approved',
    approvalBody: (p) =>
      [
        `Hello ${p.firstName} ${p.lastName},`,
        '',
        `the account of ${p.company} on the Freight Exchange has been approved.`,
        `Your subscription of ${p.months} months is valid until ${p.expiresOn}.`,
        '',
        `Set your password with this link (valid for ${p.linkHours} hours):`,
        p.link,
        '',
        'If the link has expired, request a new one with "Forgot password" on the login page.',
        '',
        'Kind regards,',
        'The Freight Exchange team',
      ].join('\n'),
    invitationSubject: 'Please review your company data on the Freight Exchange',
    invitationBody: (p) =>
      [
        `Hello ${p.firstName} ${p.lastName},`,
        '',
        `before we approve the account of ${p.company}, please check your company data and send it again:`,
        p.link,
        '',
        'Kind regards,',
        'The Freight Exchange team',
      ].join('\n'),
  },
  ro: {
    approvalSubject: 'Contul dumneavoastră Freight Exchange a fost aprobat',
    approvalBody: (p) =>
      [
        `Bună ziua, ${p.firstName} ${p.lastName},`,
        '',
        `contul companiei ${p.company} pe Freight Exchange a fost aprobat.`,
        `Abonamentul dumneavoastră de ${p.months} luni este valabil până la ${p.expiresOn}.`,
        '',
        `Setați-vă parola folosind acest link (valabil ${p.linkHours} ore):`,
        p.link,
        '',
        'Dacă linkul a expirat, solicitați unul nou cu „Ați uitat parola?” pe pagina de autentificare.',
        '',
        'Cu stimă,',
        'Echipa Freight Exchange',
      ].join('\n'),
    invitationSubject: 'Vă rugăm să verificați datele companiei pe Freight Exchange',
    invitationBody: (p) =>
      [
        `Bună ziua, ${p.firstName} ${p.lastName},`,
        '',
        `înainte de a aproba contul companiei ${p.company}, vă rugăm să verificați datele companiei și să le trimiteți din nou:`,
        p.link,
        '',
        'Cu stimă,',
        'Echipa Freight Exchange',
      ].join('\n'),
  },
  de: {
    approvalSubject: 'Ihr Freight-Exchange-Konto wurde freigeschaltet',
    approvalBody: (p) =>
      [
        `Guten Tag ${p.firstName} ${p.lastName},`,
        '',
        `das Konto von ${p.company} auf der Freight Exchange wurde freigeschaltet.`,
        `Ihr Abonnement über ${p.months} Monate ist gültig bis ${p.expiresOn}.`,
        '',
        `Legen Sie Ihr Passwort über diesen Link fest (${p.linkHours} Stunden gültig):`,
        p.link,
        '',
        'Ist der Link abgelaufen, fordern Sie auf der Anmeldeseite über „Passwort vergessen“ einen neuen an.',
        '',
        'Mit freundlichen Grüßen',
        'Ihr Freight-Exchange-Team',
      ].join('\n'),
    invitationSubject: 'Bitte prüfen Sie Ihre Firmendaten auf der Freight Exchange',
    invitationBody: (p) =>
      [
        `Guten Tag ${p.firstName} ${p.lastName},`,
        '',
        `bevor wir das Konto von ${p.company} freischalten, prüfen Sie bitte Ihre Firmendaten und senden Sie sie erneut:`,
        p.link,
        '',
        'Mit freundlichen Grüßen',
        'Ihr Freight-Exchange-Team',
      ].join('\n'),
  },
  hu: {
    approvalSubject: 'Freight Exchange-fiókját jóváhagytuk',
    approvalBody: (p) =>
      [
        `Tisztelt ${p.lastName} ${p.firstName}!`,
        '',
        `A(z) ${p.company} fiókját a Freight Exchange-en jóváhagytuk.`,
        `${p.months} hónapos előfizetése eddig érvényes: ${p.expiresOn}.`,
        '',
        `Jelszavát ezen a linken állíthatja be (${p.linkHours} óráig érvényes):`,
        p.link,
        '',
        'Ha a link lejárt, kérjen újat a bejelentkezési oldalon az „Elfelejtett jelszó” lehetőséggel.',
        '',
        'Üdvözlettel:',
        'A Freight Exchange csapata',
      ].join('\n'),
    invitationSubject: 'Kérjük, ellenőrizze cégadatait a Freight Exchange-en',
    invitationBody: (p) =>
      [
        `Tisztelt ${p.lastName} ${p.firstName}!`,
        '',
        `Mielőtt jóváhagyjuk a(z) ${p.company} fiókját, kérjük, ellenőrizze cégadatait, és küldje el őket újra:`,
        p.link,
        '',
        'Üdvözlettel:',
        'A Freight Exchange csapata',
      ].join('\n'),
  },
  fr: {
    approvalSubject: 'Votre compte Freight Exchange a été approuvé',
    approvalBody: (p) =>
      [
        `Bonjour ${p.firstName} ${p.lastName},`,
        '',
        `le compte de ${p.company} sur Freight Exchange a été approuvé.`,
        `Votre abonnement de ${p.months} mois est valable jusqu’au ${p.expiresOn}.`,
        '',
        `Définissez votre mot de passe avec ce lien (valable ${p.linkHours} heures) :`,
        p.link,
        '',
        'Si le lien a expiré, demandez-en un nouveau via « Mot de passe oublié » sur la page de connexion.',
        '',
        'Cordialement,',
        'L’équipe Freight Exchange',
      ].join('\n'),
    invitationSubject: 'Veuillez vérifier les données de votre entreprise sur Freight Exchange',
    invitationBody: (p) =>
      [
        `Bonjour ${p.firstName} ${p.lastName},`,
        '',
        `avant d’approuver le compte de ${p.company}, veuillez vérifier les données de votre entreprise et les renvoyer :`,
        p.link,
        '',
        'Cordialement,',
        'L’équipe Freight Exchange',
      ].join('\n'),
  },
};

function textsFor(language: string): Texts {
  return TEXTS[(UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : 'en'];
}

export function approvalMail(to: string, language: string, params: ApprovalMailParams): MailMessage {
  const texts = textsFor(language);
  return { to, subject: texts.approvalSubject, text: texts.approvalBody(params) };
}

export function invitationMail(to: string, language: string, params: InvitationMailParams): MailMessage {
  const texts = textsFor(language);
  return { to, subject: texts.invitationSubject, text: texts.invitationBody(params) };
}
