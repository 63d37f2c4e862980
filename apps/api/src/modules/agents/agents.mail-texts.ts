import type { MailMessage } from '../../mail/mailer';
import { mailTexts } from '../../mail/mail-texts';

/** The search agent's mail (issue 17 item 3), in the recipient's interface language; its texts are in mail/locales (agents). */

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

/** One mail per agent and run: the newest matches, one link to the agent's list, one to unsubscribe. */
export function agentMatchesMail(to: string, language: string, p: AgentMailParams): MailMessage {
  const t = mailTexts(language, 'agents');
  const lines = p.lines.map(({ identificationId, route, loading, weight }) => t('line', { identificationId, route, loading, weight }));
  const text = [
    t('hello', { firstName: p.firstName, lastName: p.lastName }),
    '',
    t('intro', { context: p.formType, agent: p.agentName }),
    '',
    ...lines,
    ...(p.more > 0 ? [t('more', { number: p.more })] : []),
    '',
    t('open'),
    p.link,
    '',
    t('closing'),
    '',
    '--',
    t('unsubscribe'),
    p.unsubscribeLink,
  ].join('\n');
  return { to, subject: t('subject', { agent: p.agentName, count: p.lines.length + p.more }), text: `${text}\n` };
}
