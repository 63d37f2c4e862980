import { UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import type { MailMessage } from '../../mail/mailer';

/** The search agent's mail (issue 17 item 3), in the recipient's interface language (users.language). */

export type AgentMailLine = { identificationId: string; route: string; loading: string; weight: number };
export type AgentMailParams = {
  firstName: string;
  lastName: string;
  agentName: string;
  formType: 'truck' | 'ware';
  lines: AgentMailLine[];
  /** Matches not listed (the mail lists the newest). */
  more: number;
  /** Opens the agent's list in the web app. */
  link: string;
  /** Switches this agent's e-mail off, without login. */
  unsubscribeLink: string;
};

type Texts = {
  subject: (agent: string, count: number) => string;
  intro: (agent: string, formType: 'truck' | 'ware') => string;
  loading: string;
  tonnes: string;
  more: (count: number) => string;
  open: string;
  unsubscribe: string;
  hello: (first: string, last: string) => string;
  closing: string[];
};

const TEXTS: Record<UiLanguage, Texts> = {
  en: {
    subject: (agent, count) => `Search agent "${agent}": ${count} new ${count === 1 ? 'match' : 'matches'}`,
    intro: (agent, formType) => `New ${formType === 'truck' ? 'truck offers' : 'ware requests'} match your search agent "${agent}":`,
    loading: 'loading',
    tonnes: 't',
    more: (count) => `… and ${count} more.`,
    open: 'See them all on the Freight Exchange:',
    unsubscribe: 'No more e-mails for this search agent (no login needed):',
    hello: (first, last) => `Hello ${first} ${last},`,
    closing: ['Kind regards,', 'The Freight Exchange team'],
  },
  ro: {
    subject: (agent, count) => `Agent de căutare „${agent}”: ${count} ${count === 1 ? 'potrivire nouă' : 'potriviri noi'}`,
    intro: (agent, formType) =>
      `${formType === 'truck' ? 'Oferte noi de camioane' : 'Cereri noi de marfă'} se potrivesc agentului de căutare „${agent}”:`,
    loading: 'încărcare',
    tonnes: 't',
    more: (count) => `… și încă ${count}.`,
    open: 'Vedeți-le pe toate pe Freight Exchange:',
    unsubscribe: 'Fără e-mailuri pentru acest agent de căutare (fără autentificare):',
    hello: (first, last) => `Bună ziua, ${first} ${last},`,
    closing: ['Cu stimă,', 'Echipa Freight Exchange'],
  },
  de: {
    subject: (agent, count) => `Suchagent „${agent}“: ${count} ${count === 1 ? 'neuer Treffer' : 'neue Treffer'}`,
    intro: (agent, formType) =>
      `Neue ${formType === 'truck' ? 'Laderaumangebote' : 'Frachtanfragen'} passen zu Ihrem Suchagenten „${agent}“:`,
    loading: 'Beladung',
    tonnes: 't',
    more: (count) => `… und ${count} weitere.`,
    open: 'Alle ansehen auf der Freight Exchange:',
    unsubscribe: 'Keine E-Mails mehr für diesen Suchagenten (ohne Anmeldung):',
    hello: (first, last) => `Hallo ${first} ${last},`,
    closing: ['Mit freundlichen Grüßen', 'Ihr Freight-Exchange-Team'],
  },
  hu: {
    subject: (agent, count) => `„${agent}” keresőügynök: ${count} új találat`,
    intro: (agent, formType) =>
      `Új ${formType === 'truck' ? 'raktérajánlatok' : 'rakományigények'} felelnek meg a(z) „${agent}” keresőügynöknek:`,
    loading: 'rakodás',
    tonnes: 't',
    more: (count) => `… és további ${count}.`,
    open: 'Az összes megtekintése a Freight Exchange-en:',
    unsubscribe: 'Nem kérek több e-mailt ettől a keresőügynöktől (bejelentkezés nélkül):',
    hello: (first, last) => `Kedves ${last} ${first}!`,
    closing: ['Üdvözlettel:', 'a Freight Exchange csapata'],
  },
  fr: {
    subject: (agent, count) => `Agent de recherche « ${agent} » : ${count} ${count === 1 ? 'nouveau résultat' : 'nouveaux résultats'}`,
    intro: (agent, formType) =>
      `De ${formType === 'truck' ? 'nouvelles offres de camions' : 'nouvelles demandes de fret'} correspondent à votre agent de recherche « ${agent} » :`,
    loading: 'chargement',
    tonnes: 't',
    more: (count) => `… et ${count} de plus.`,
    open: 'Tout voir sur la Freight Exchange :',
    unsubscribe: 'Ne plus recevoir d’e-mails pour cet agent de recherche (sans connexion) :',
    hello: (first, last) => `Bonjour ${first} ${last},`,
    closing: ['Cordialement,', 'L’équipe Freight Exchange'],
  },
};

const textsFor = (language: string): Texts =>
  TEXTS[(UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : 'en'];

/** One mail per agent and run: the newest matches, one link to the agent's list, one to unsubscribe. */
export function agentMatchesMail(to: string, language: string, p: AgentMailParams): MailMessage {
  const t = textsFor(language);
  const lines = p.lines.map((line) => `${line.identificationId}: ${line.route} (${t.loading} ${line.loading}, ${line.weight} ${t.tonnes})`);
  const text = [
    t.hello(p.firstName, p.lastName),
    '',
    t.intro(p.agentName, p.formType),
    '',
    ...lines,
    ...(p.more > 0 ? [t.more(p.more)] : []),
    '',
    t.open,
    p.link,
    '',
    ...t.closing,
    '',
    '--',
    t.unsubscribe,
    p.unsubscribeLink,
  ].join('\n');
  return { to, subject: t.subject(p.agentName, p.lines.length + p.more), text: `${text}\n` };
}
