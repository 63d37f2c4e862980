import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { QueuedMailer } from '../../jobs/mail-jobs';
import { requestLanguage } from '../../request-language';
import { placeNamerFor } from '../geo/geo.service';
import { INSTANT_MAIL_WINDOW_MS, nextLocalHour } from './agent-mail-times';
import { insertUnsubscribeToken, lockDueAgents, markMailed, selectUnmailedMatches, type DueAgent } from './agent-mail.queries';
import { agentMatchesMail } from './agents.mail-texts';
import { hashUnsubscribeToken } from './agents.service';

/** Matches listed in one mail; the rest are counted. */
const MAIL_MAX_LINES = 20;
/** Agents handled per transaction; a run goes on until none is due. */
const AGENTS_PER_BATCH = 200;

export type AgentMailDeps = { db: Database; mail: QueuedMailer; publicUrl: string };

/**
 * Issue 17 item 3: mails every agent due one its matches not mailed yet. Agents are claimed (their mailed
 * mark and next mail moved) and their mails queued as jobs in ONE transaction per batch, as the new-entry
 * digests do: two processes never mail an agent twice, and a crash between claim and queue undoes the claim.
 * Answers the mails queued.
 */
export async function sendAgentMails(deps: AgentMailDeps, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await lockDueAgents(tx, now, AGENTS_PER_BATCH);
      let mailed = 0;
      for (const agent of due) if (await mailAgent({ ...deps, db: tx }, agent, now)) mailed += 1;
      return { due: due.length, mailed };
    });
    queued += batch.mailed;
    if (batch.due < AGENTS_PER_BATCH) break;
  }
  if (queued > 0) deps.mail.wake();
  return queued;
}

/** One claimed agent, on the caller's transaction: its mail queued (if anything live matched) and its marks moved. */
async function mailAgent(deps: AgentMailDeps, agent: DueAgent, now: Date): Promise<boolean> {
  const { rows, total } = await selectUnmailedMatches(deps.db, agent, agent.mailedUntil, now, MAIL_MAX_LINES);
  // Daily: the next local hour whatever happened. Instant: the 15-minute wait starts only with a mail sent.
  const daily = agent.emailAlerts === 'daily' && agent.emailHour !== null;
  const nextAt = daily
    ? nextLocalHour(now, agent.emailHour!, agent.timeZone)
    : rows.length > 0
      ? new Date(now.getTime() + INSTANT_MAIL_WINDOW_MS)
      : null;
  await markMailed(deps.db, agent.id, now, nextAt);
  if (rows.length === 0) return false;

  // Places in the recipient's language (decision 015), as the digests name them.
  const lang = requestLanguage(agent.language, undefined);
  const place = await placeNamerFor(deps.db, rows, lang);
  // A token per mail, kept hashed: every link ever sent keeps working for its agent, and none is readable from the database.
  const token = randomBytes(32).toString('base64url');
  await insertUnsubscribeToken(deps.db, agent.id, hashUnsubscribeToken(token), now);
  const message = agentMatchesMail(agent.email, agent.language, {
    firstName: agent.firstName,
    lastName: agent.lastName,
    agentName: agent.name,
    formType: agent.formType,
    more: total - rows.length,
    lines: rows.map((row) => ({
      identificationId: row.identificationId,
      route: `${place(row.loadingCityId, row.loadingCityName, row.loadingCountry)} → ${place(row.unloadingCityId, row.unloadingCityName, row.unloadingCountry)}`,
      loading: row.loadingDateStart,
      weight: row.weight,
    })),
    link: `${deps.publicUrl}/dashboard/search-agents/${agent.id}`,
    // The web page says what happened in the reader's language (the API's answer is JSON).
    unsubscribeLink: `${deps.publicUrl}/search-agents/unsubscribe?token=${token}`,
  });
  // Mail programs offer their own unsubscribe button from these headers; it POSTs to the API (RFC 8058).
  const headers = {
    'List-Unsubscribe': `<${deps.publicUrl}/api/search-agents/unsubscribe/?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  await deps.mail.send({ ...message, headers }, { tx: deps.db });
  return true;
}
