import { UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import type { MailMessage } from '../../mail/mailer';

/** Mails of the employees module, in the recipient's interface language (users.language). */

export type WelcomeMailParams = { firstName: string; lastName: string; company: string; addedBy: string; link: string; linkHours: number };
export type DigestLine = { identificationId: string; route: string; loading: string; link: string };
export type DigestMailParams = { firstName: string; lastName: string; formType: 'truck' | 'ware'; lines: DigestLine[]; more: number };

type Texts = {
  welcomeSubject: (company: string) => string;
  welcomeBody: (p: WelcomeMailParams) => string[];
  digestSubject: (formType: 'truck' | 'ware', count: number) => string;
  digestIntro: (formType: 'truck' | 'ware') => string;
  loading: string;
  more: (count: number) => string;
  digestFooter: string;
  hello: (first: string, last: string) => string;
  closing: string[];
};

const TEXTS: Record<UiLanguage, Texts> = {
  en: {
    welcomeSubject: (company) => `Your account at ${company} on the Freight Exchange`,
    welcomeBody: (p) => [
      `${p.addedBy} has added you as an employee of ${p.company} on the Freight Exchange.`,
      `Set your password with this link (valid for ${p.linkHours} hours):`,
      p.link,
      'If the link has expired, request a new one with "Forgot password" on the login page.',
    ],
    digestSubject: (formType, count) => `New ${formType === 'truck' ? 'truck offers' : 'ware requests'} on the Freight Exchange: ${count}`,
    digestIntro: (formType) => `Other companies have published new ${formType === 'truck' ? 'truck offers' : 'ware requests'}:`,
    loading: 'loading',
    more: (count) => `… and ${count} more on the exchange.`,
    digestFooter: 'You receive this e-mail because it is switched on in your employee profile; switch it off there at any time.',
    hello: (first, last) => `Hello ${first} ${last},`,
    closing: ['Kind regards,', 'The Freight Exchange team'],
  },
  ro: {
    welcomeSubject: (company) => `Contul dumneavoastră la ${company} pe Freight Exchange`,
    welcomeBody: (p) => [
      `${p.addedBy} v-a adăugat ca angajat al companiei ${p.company} pe Freight Exchange.`,
      `Setați-vă parola folosind acest link (valabil ${p.linkHours} ore):`,
      p.link,
      'Dacă linkul a expirat, solicitați unul nou cu „Ați uitat parola?” pe pagina de autentificare.',
    ],
    digestSubject: (formType, count) =>
      `${formType === 'truck' ? 'Oferte noi de camioane' : 'Cereri noi de marfă'} pe Freight Exchange: ${count}`,
    digestIntro: (formType) => `Alte companii au publicat ${formType === 'truck' ? 'oferte noi de camioane' : 'cereri noi de marfă'}:`,
    loading: 'încărcare',
    more: (count) => `… și încă ${count} pe bursă.`,
    digestFooter: 'Primiți acest e-mail deoarece este activat în profilul dumneavoastră de angajat; îl puteți dezactiva acolo oricând.',
    hello: (first, last) => `Bună ziua, ${first} ${last},`,
    closing: ['Cu stimă,', 'Echipa Freight Exchange'],
  },
  de: {
    welcomeSubject: (company) => `Ihr Konto bei ${company} auf der Freight Exchange`,
    welcomeBody: (p) => [
      `${p.addedBy} hat Sie als Mitarbeiter von ${p.company} auf der Freight Exchange hinzugefügt.`,
      `Legen Sie Ihr Passwort über diesen Link fest (${p.linkHours} Stunden gültig):`,
      p.link,
      'Ist der Link abgelaufen, fordern Sie auf der Anmeldeseite mit „Passwort vergessen“ einen neuen an.',
    ],
    digestSubject: (formType, count) =>
      `Neue ${formType === 'truck' ? 'Laderaumangebote' : 'Frachtanfragen'} auf der Freight Exchange: ${count}`,
    digestIntro: (formType) =>
      `Andere Unternehmen haben neue ${formType === 'truck' ? 'Laderaumangebote' : 'Frachtanfragen'} veröffentlicht:`,
    loading: 'Beladung',
    more: (count) => `… und ${count} weitere auf der Börse.`,
    digestFooter:
      'Sie erhalten diese E-Mail, weil sie in Ihrem Mitarbeiterprofil eingeschaltet ist; dort können Sie sie jederzeit abschalten.',
    hello: (first, last) => `Hallo ${first} ${last},`,
    closing: ['Mit freundlichen Grüßen', 'Ihr Freight-Exchange-Team'],
  },
  hu: {
    welcomeSubject: (company) => `Fiókja a(z) ${company} cégnél a Freight Exchange-en`,
    welcomeBody: (p) => [
      `${p.addedBy} hozzáadta Önt a(z) ${p.company} munkatársaként a Freight Exchange-en.`,
      `Jelszavát ezzel a linkkel állíthatja be (${p.linkHours} óráig érvényes):`,
      p.link,
      'Ha a link lejárt, kérjen újat a bejelentkezési oldalon az „Elfelejtett jelszó” gombbal.',
    ],
    digestSubject: (formType, count) =>
      `Új ${formType === 'truck' ? 'raktérajánlatok' : 'rakományigények'} a Freight Exchange-en: ${count}`,
    digestIntro: (formType) => `Más cégek új ${formType === 'truck' ? 'raktérajánlatokat' : 'rakományigényeket'} tettek közzé:`,
    loading: 'rakodás',
    more: (count) => `… és további ${count} a tőzsdén.`,
    digestFooter: 'Ezt az e-mailt azért kapja, mert munkatársi profiljában be van kapcsolva; ott bármikor kikapcsolhatja.',
    hello: (first, last) => `Kedves ${last} ${first}!`,
    closing: ['Üdvözlettel:', 'a Freight Exchange csapata'],
  },
  fr: {
    welcomeSubject: (company) => `Votre compte chez ${company} sur la Freight Exchange`,
    welcomeBody: (p) => [
      `${p.addedBy} vous a ajouté comme employé de ${p.company} sur la Freight Exchange.`,
      `Définissez votre mot de passe avec ce lien (valable ${p.linkHours} heures) :`,
      p.link,
      'Si le lien a expiré, demandez-en un nouveau avec « Mot de passe oublié » sur la page de connexion.',
    ],
    digestSubject: (formType, count) =>
      `${formType === 'truck' ? 'Nouvelles offres de camions' : 'Nouvelles demandes de fret'} sur la Freight Exchange : ${count}`,
    digestIntro: (formType) =>
      `D'autres entreprises ont publié de ${formType === 'truck' ? 'nouvelles offres de camions' : 'nouvelles demandes de fret'} :`,
    loading: 'chargement',
    more: (count) => `… et ${count} de plus sur la bourse.`,
    digestFooter: 'Vous recevez cet e-mail car il est activé dans votre profil d’employé ; vous pouvez le désactiver à tout moment.',
    hello: (first, last) => `Bonjour ${first} ${last},`,
    closing: ['Cordialement,', 'L’équipe Freight Exchange'],
  },
};

const textsFor = (language: string): Texts =>
  TEXTS[(UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : 'en'];

/** The new employee's welcome: who added them, and the link to set a first password. */
export function welcomeMail(to: string, language: string, p: WelcomeMailParams): MailMessage {
  const t = textsFor(language);
  const text = [t.hello(p.firstName, p.lastName), '', ...t.welcomeBody(p), '', ...t.closing].join('\n');
  return { to, subject: t.welcomeSubject(p.company), text: `${text}\n` };
}

/** The new-entries digest: one line per entry with its link, the newest first. */
export function digestMail(to: string, language: string, p: DigestMailParams): MailMessage {
  const t = textsFor(language);
  const lines = p.lines.map((line) => `${line.identificationId}: ${line.route} (${t.loading} ${line.loading})\n${line.link}`);
  const text = [
    t.hello(p.firstName, p.lastName),
    '',
    t.digestIntro(p.formType),
    '',
    ...lines.flatMap((line) => [line, '']),
    ...(p.more > 0 ? [t.more(p.more), ''] : []),
    t.digestFooter,
    '',
    ...t.closing,
  ].join('\n');
  return { to, subject: t.digestSubject(p.formType, p.lines.length + p.more), text: `${text}\n` };
}
