import { RESET_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import type { UiLanguage } from '@freight/shared/languages';
import type { MailMessage } from '../../mail/mailer';
import { BANK_DETAILS } from './bank-details';

/** A mail body as blocks, rendered once as plain text and once as simple HTML. */
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

/** Hungarian puts the family name first; the other languages the given name. */
const fullName = (lang: UiLanguage, person: Person) =>
  lang === 'hu' ? `${person.lastName} ${person.firstName}` : `${person.firstName} ${person.lastName}`;

type RegistrationTexts = {
  subject: (company: string) => string;
  greeting: (name: string) => string;
  intro: (company: string) => string;
  next: string;
  steps: [string, string, string];
  payment: (months: number, amount: number) => string;
  labels: { beneficiary: string; iban: string; bank: string; amount: string; reference: string };
  referenceNote: string;
  closing: string;
};

const REGISTRATION_TEXTS: Record<UiLanguage, RegistrationTexts> = {
  en: {
    subject: (company) => `We have received the registration of ${company}`,
    greeting: (name) => `Hello ${name},`,
    intro: (company) => `thank you for registering ${company} on Freight Exchange. Your account is now pending approval.`,
    next: 'What happens next:',
    steps: [
      'Our staff review the company details and the documents you uploaded.',
      'Once your company is approved, you receive an e-mail with a link to set your password.',
      'With that password you log in and can start using the exchange.',
    ],
    payment: (months, amount) => `Your subscription: ${months} months, ${amount} EUR. Please pay it by bank transfer to:`,
    labels: { beneficiary: 'Beneficiary', iban: 'IBAN', bank: 'Bank', amount: 'Amount', reference: 'Payment reference' },
    referenceNote: 'Please write the payment reference in the transfer details so that we can match your payment to your company.',
    closing: 'Kind regards,\nthe Freight Exchange team',
  },
  ro: {
    subject: (company) => `Am primit înregistrarea firmei ${company}`,
    greeting: (name) => `Bună ziua, ${name},`,
    intro: (company) =>
      `vă mulțumim că ați înregistrat firma ${company} pe Freight Exchange. Contul dumneavoastră așteaptă acum aprobarea.`,
    next: 'Ce urmează:',
    steps: [
      'Echipa noastră verifică datele firmei și documentele încărcate.',
      'După aprobarea firmei, veți primi un e-mail cu un link pentru setarea parolei.',
      'Cu această parolă vă autentificați și puteți începe să folosiți bursa.',
    ],
    payment: (months, amount) =>
      `Abonamentul dumneavoastră: ${months} luni, ${amount} EUR. Vă rugăm să îl plătiți prin transfer bancar către:`,
    labels: { beneficiary: 'Beneficiar', iban: 'IBAN', bank: 'Banca', amount: 'Suma', reference: 'Referința plății' },
    referenceNote: 'Vă rugăm să treceți referința plății în detaliile transferului, ca să putem asocia plata cu firma dumneavoastră.',
    closing: 'Cu stimă,\nechipa Freight Exchange',
  },
  de: {
    subject: (company) => `Wir haben die Registrierung von ${company} erhalten`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (company) => `vielen Dank, dass Sie ${company} bei Freight Exchange registriert haben. Ihr Konto wartet jetzt auf die Freigabe.`,
    next: 'So geht es weiter:',
    steps: [
      'Unsere Mitarbeiter prüfen die Unternehmensdaten und die hochgeladenen Dokumente.',
      'Sobald Ihr Unternehmen freigegeben ist, erhalten Sie eine E-Mail mit einem Link, über den Sie Ihr Passwort festlegen.',
      'Mit diesem Passwort melden Sie sich an und können die Börse nutzen.',
    ],
    payment: (months, amount) => `Ihr Abonnement: ${months} Monate, ${amount} EUR. Bitte bezahlen Sie es per Banküberweisung an:`,
    labels: { beneficiary: 'Empfänger', iban: 'IBAN', bank: 'Bank', amount: 'Betrag', reference: 'Verwendungszweck' },
    referenceNote: 'Bitte geben Sie den Verwendungszweck bei der Überweisung an, damit wir Ihre Zahlung Ihrem Unternehmen zuordnen können.',
    closing: 'Mit freundlichen Grüßen\nIhr Freight-Exchange-Team',
  },
  hu: {
    subject: (company) => `Megkaptuk a(z) ${company} regisztrációját`,
    greeting: (name) => `Tisztelt ${name}!`,
    intro: (company) => `Köszönjük, hogy regisztrálta a(z) ${company} céget a Freight Exchange oldalon. Fiókja most jóváhagyásra vár.`,
    next: 'A következő lépések:',
    steps: [
      'Munkatársaink ellenőrzik a cégadatokat és a feltöltött dokumentumokat.',
      'A cég jóváhagyása után e-mailt kap egy hivatkozással, amellyel beállíthatja a jelszavát.',
      'Ezzel a jelszóval bejelentkezhet, és elkezdheti használni a börzét.',
    ],
    payment: (months, amount) => `Előfizetése: ${months} hónap, ${amount} EUR. Kérjük, fizesse be banki átutalással az alábbi adatokkal:`,
    labels: { beneficiary: 'Kedvezményezett', iban: 'IBAN', bank: 'Bank', amount: 'Összeg', reference: 'Közlemény' },
    referenceNote: 'Kérjük, az átutalás közleményében tüntesse fel ezt a hivatkozást, hogy a befizetést a cégéhez rendelhessük.',
    closing: 'Üdvözlettel:\na Freight Exchange csapata',
  },
  fr: {
    subject: (company) => `Nous avons bien reçu l’inscription de ${company}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (company) => `merci d’avoir inscrit ${company} sur Freight Exchange. Votre compte est maintenant en attente de validation.`,
    next: 'Les prochaines étapes\u00a0:',
    steps: [
      'Notre équipe vérifie les informations de l’entreprise et les documents que vous avez envoyés.',
      'Dès que votre entreprise est validée, vous recevez un e-mail contenant un lien pour définir votre mot de passe.',
      'Avec ce mot de passe, vous vous connectez et pouvez commencer à utiliser la bourse.',
    ],
    payment: (months, amount) => `Votre abonnement\u00a0: ${months} mois, ${amount} EUR. Merci de le régler par virement bancaire à\u00a0:`,
    labels: { beneficiary: 'Bénéficiaire', iban: 'IBAN', bank: 'Banque', amount: 'Montant', reference: 'Référence de paiement' },
    referenceNote:
      'Merci d’indiquer la référence de paiement dans le libellé du virement afin que nous puissions associer votre paiement à votre entreprise.',
    closing: 'Cordialement,\nl’équipe Freight Exchange',
  },
};

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
  const t = REGISTRATION_TEXTS[mail.lang];
  return render(mail.to, t.subject(mail.companyName), [
    { kind: 'p', text: t.greeting(fullName(mail.lang, mail)) },
    { kind: 'p', text: t.intro(mail.companyName) },
    { kind: 'p', text: t.next },
    { kind: 'steps', items: t.steps },
    { kind: 'p', text: t.payment(mail.subscriptionMonths, mail.amountEur) },
    {
      kind: 'details',
      rows: [
        [t.labels.beneficiary, BANK_DETAILS.beneficiary],
        [t.labels.iban, BANK_DETAILS.iban],
        [t.labels.bank, BANK_DETAILS.bank],
        [t.labels.amount, `${mail.amountEur} ${BANK_DETAILS.currency}`],
        [t.labels.reference, mail.paymentReference],
      ],
    },
    { kind: 'p', text: t.referenceNote },
    { kind: 'p', text: t.closing },
  ]);
}

type ResetTexts = {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  validity: (hours: number) => string;
  ignore: string;
  closing: string;
};

const RESET_TEXTS: Record<UiLanguage, ResetTexts> = {
  en: {
    subject: 'Reset your Freight Exchange password',
    greeting: (name) => `Hello ${name},`,
    intro: 'we received a request to reset the password of your Freight Exchange account. Open this link to choose a new password:',
    validity: (hours) => `The link is valid for ${hours} hours and can be used only once.`,
    ignore: 'If you did not request this, you can ignore this e-mail; your password stays unchanged.',
    closing: 'Kind regards,\nthe Freight Exchange team',
  },
  ro: {
    subject: 'Resetarea parolei Freight Exchange',
    greeting: (name) => `Bună ziua, ${name},`,
    intro:
      'am primit o cerere de resetare a parolei contului dumneavoastră Freight Exchange. Deschideți acest link pentru a alege o parolă nouă:',
    validity: (hours) => `Linkul este valabil ${hours} ore și poate fi folosit o singură dată.`,
    ignore: 'Dacă nu ați solicitat acest lucru, puteți ignora acest e-mail; parola dumneavoastră rămâne neschimbată.',
    closing: 'Cu stimă,\nechipa Freight Exchange',
  },
  de: {
    subject: 'Ihr Freight-Exchange-Passwort zurücksetzen',
    greeting: (name) => `Guten Tag ${name},`,
    intro:
      'wir haben eine Anfrage erhalten, das Passwort Ihres Freight-Exchange-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort zu wählen:',
    validity: (hours) => `Der Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden.`,
    ignore: 'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    closing: 'Mit freundlichen Grüßen\nIhr Freight-Exchange-Team',
  },
  hu: {
    subject: 'Freight Exchange jelszó visszaállítása',
    greeting: (name) => `Tisztelt ${name}!`,
    intro: 'Kérést kaptunk Freight Exchange-fiókja jelszavának visszaállítására. Új jelszó megadásához nyissa meg ezt a hivatkozást:',
    validity: (hours) => `A hivatkozás ${hours} óráig érvényes, és csak egyszer használható.`,
    ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt; a jelszava változatlan marad.',
    closing: 'Üdvözlettel:\na Freight Exchange csapata',
  },
  fr: {
    subject: 'Réinitialisation de votre mot de passe Freight Exchange',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'nous avons reçu une demande de réinitialisation du mot de passe de votre compte Freight Exchange. Ouvrez ce lien pour choisir un nouveau mot de passe\u00a0:',
    validity: (hours) => `Le lien est valable ${hours} heures et ne peut être utilisé qu’une seule fois.`,
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0; votre mot de passe reste inchangé.',
    closing: 'Cordialement,\nl’équipe Freight Exchange',
  },
};

export type ResetMail = Person & { to: string; lang: UiLanguage; link: string };

/** The password reset link (§4 password reset), valid RESET_TOKEN_SECONDS and single use. */
export function passwordResetMail(mail: ResetMail): MailMessage {
  const t = RESET_TEXTS[mail.lang];
  return render(mail.to, t.subject, [
    { kind: 'p', text: t.greeting(fullName(mail.lang, mail)) },
    { kind: 'p', text: t.intro },
    { kind: 'link', url: mail.link },
    { kind: 'p', text: t.validity(RESET_TOKEN_SECONDS / 3600) },
    { kind: 'p', text: t.ignore },
    { kind: 'p', text: t.closing },
  ]);
}
