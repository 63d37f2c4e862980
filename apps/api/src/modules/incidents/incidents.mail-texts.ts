import type { IncidentKind } from '@freight/shared/incidents';
import { UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import type { MailMessage } from '../../mail/mailer';

/** Mails about incidents to company administrators, in each administrator's interface language (§1). */

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

type Texts = {
  kinds: Record<IncidentKind, string>;
  statuses: Record<'approved' | 'declined', string>;
  hello: (p: Greeting) => string;
  filedSubject: (p: FiledMailParams, kind: string) => string;
  filedBody: (p: FiledMailParams, kind: string) => string[];
  decidedSubject: (p: DecidedMailParams, kind: string, status: string) => string;
  decidedBody: (p: DecidedMailParams, kind: string, status: string) => string[];
  signature: string[];
};

const TEXTS: Record<UiLanguage, Texts> = {
  en: {
    kinds: { payment: 'payment incident', transport: 'transport incident' },
    statuses: { approved: 'approved', declined: 'declined' },
    hello: (p) => `Hello ${p.firstName} ${p.lastName},`,
    filedSubject: (p, kind) => `A ${kind} was reported against ${p.company}`,
    filedBody: (p, kind) => [
      `${p.reporter} has reported a ${kind} (#${p.id}) against ${p.company} on the Freight Exchange.`,
      'Our staff will review it. You can see it under "My incidents":',
      p.link,
    ],
    decidedSubject: (p, kind, status) => `The ${kind} #${p.id} was ${status}`,
    decidedBody: (p, kind, status) => [
      `The ${kind} #${p.id} reported by ${p.reporter} against ${p.company} was ${status} by our staff.`,
      `Reason: ${p.reason}`,
      p.link,
    ],
    signature: ['Kind regards,', 'The Freight Exchange team'],
  },
  ro: {
    kinds: { payment: 'incident de plată', transport: 'incident de transport' },
    statuses: { approved: 'aprobat', declined: 'respins' },
    hello: (p) => `Bună ziua, ${p.firstName} ${p.lastName},`,
    filedSubject: (p, kind) => `A fost raportat un ${kind} împotriva ${p.company}`,
    filedBody: (p, kind) => [
      `${p.reporter} a raportat un ${kind} (#${p.id}) împotriva ${p.company} pe Freight Exchange.`,
      'Echipa noastră îl va analiza. Îl puteți vedea la „Incidentele mele”:',
      p.link,
    ],
    decidedSubject: (p, kind, status) => `Incidentul #${p.id} (${kind}) a fost ${status}`,
    decidedBody: (p, kind, status) => [
      `Incidentul #${p.id} (${kind}) raportat de ${p.reporter} împotriva ${p.company} a fost ${status} de echipa noastră.`,
      `Motiv: ${p.reason}`,
      p.link,
    ],
    signature: ['Cu stimă,', 'Echipa Freight Exchange'],
  },
  de: {
    kinds: { payment: 'Zahlungsvorfall', transport: 'Transportvorfall' },
    statuses: { approved: 'bestätigt', declined: 'abgelehnt' },
    hello: (p) => `Guten Tag ${p.firstName} ${p.lastName},`,
    filedSubject: (p, kind) => `Gegen ${p.company} wurde ein ${kind} gemeldet`,
    filedBody: (p, kind) => [
      `${p.reporter} hat auf der Freight Exchange einen ${kind} (#${p.id}) gegen ${p.company} gemeldet.`,
      'Unser Team prüft die Meldung. Sie finden sie unter „Meine Vorfälle“:',
      p.link,
    ],
    decidedSubject: (p, kind, status) => `Der ${kind} #${p.id} wurde ${status}`,
    decidedBody: (p, kind, status) => [
      `Der von ${p.reporter} gegen ${p.company} gemeldete ${kind} #${p.id} wurde von unserem Team ${status}.`,
      `Begründung: ${p.reason}`,
      p.link,
    ],
    signature: ['Mit freundlichen Grüßen', 'Ihr Freight-Exchange-Team'],
  },
  hu: {
    kinds: { payment: 'fizetési incidens', transport: 'szállítási incidens' },
    statuses: { approved: 'jóváhagyta', declined: 'elutasította' },
    hello: (p) => `Tisztelt ${p.lastName} ${p.firstName}!`,
    filedSubject: (p, kind) => `${kind} bejelentés érkezett a(z) ${p.company} ellen`,
    filedBody: (p, kind) => [
      `A(z) ${p.reporter} ${kind} bejelentést (#${p.id}) tett a(z) ${p.company} ellen a Freight Exchange-en.`,
      'Munkatársaink megvizsgálják. A „Saját incidensek” alatt tekintheti meg:',
      p.link,
    ],
    decidedSubject: (p, kind, status) => `A(z) #${p.id} ${kind} bejelentést munkatársaink ${status}`,
    decidedBody: (p, kind, status) => [
      `A(z) ${p.reporter} által a(z) ${p.company} ellen bejelentett #${p.id} ${kind} bejelentést csapatunk ${status}.`,
      `Indoklás: ${p.reason}`,
      p.link,
    ],
    signature: ['Üdvözlettel:', 'A Freight Exchange csapata'],
  },
  fr: {
    kinds: { payment: 'incident de paiement', transport: 'incident de transport' },
    statuses: { approved: 'approuvé', declined: 'refusé' },
    hello: (p) => `Bonjour ${p.firstName} ${p.lastName},`,
    filedSubject: (p, kind) => `Un ${kind} a été signalé contre ${p.company}`,
    filedBody: (p, kind) => [
      `${p.reporter} a signalé un ${kind} (n° ${p.id}) contre ${p.company} sur Freight Exchange.`,
      'Notre équipe va l’examiner. Vous le trouverez sous « Mes incidents » :',
      p.link,
    ],
    decidedSubject: (p, kind, status) => `L’${kind} n° ${p.id} a été ${status}`,
    decidedBody: (p, kind, status) => [
      `L’${kind} n° ${p.id} signalé par ${p.reporter} contre ${p.company} a été ${status} par notre équipe.`,
      `Motif : ${p.reason}`,
      p.link,
    ],
    signature: ['Cordialement,', 'L’équipe Freight Exchange'],
  },
};

function textsFor(language: string): Texts {
  return TEXTS[(UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : 'en'];
}

export function incidentFiledMail(to: string, language: string, params: FiledMailParams): MailMessage {
  const texts = textsFor(language);
  const kind = texts.kinds[params.kind];
  return {
    to,
    subject: texts.filedSubject(params, kind),
    text: [texts.hello(params), '', ...texts.filedBody(params, kind), '', ...texts.signature].join('\n'),
  };
}

export function incidentDecidedMail(to: string, language: string, params: DecidedMailParams): MailMessage {
  const texts = textsFor(language);
  const kind = texts.kinds[params.kind];
  const status = texts.statuses[params.status];
  return {
    to,
    subject: texts.decidedSubject(params, kind, status),
    text: [texts.hello(params), '', ...texts.decidedBody(params, kind, status), '', ...texts.signature].join('\n'),
  };
}
