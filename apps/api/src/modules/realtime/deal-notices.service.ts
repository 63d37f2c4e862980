import { sql } from 'drizzle-orm';
import type { ServerMessage } from '@freight/shared/events';
import type { Database } from '../../db/client';

/**
 * The NOTIFY channel on which a deal's change or message reaches every API process (issue 31): each
 * writes it to the sockets of the members of the deal's two companies, and to no one else.
 */
export const DEAL_NOTICES_CHANNEL = 'deal_notices';

/** NOTIFY payloads are limited to 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7800;

type DealServerMessage = Extract<ServerMessage, { type: 'deal_update' | 'deal_message' }>;

/** One message per company: each side sees the deal from its own side. */
export type DealNotice = { byCompany: Map<number, DealServerMessage> };

/** The same message without its body, for one too large for a payload: the client re-reads the deal. */
const bare = (message: DealServerMessage): DealServerMessage =>
  message.type === 'deal_update' ? { ...message, deal: null } : { ...message, message: null };

/**
 * Sends the notice with the transaction it belongs to (`db` may be a transaction): PostgreSQL delivers it
 * on commit, so no one hears of a step that was rolled back.
 */
export async function notifyDeal(db: Database, byCompany: Record<number, DealServerMessage>): Promise<void> {
  let payload = JSON.stringify({ by_company: byCompany });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    const bareByCompany = Object.fromEntries(Object.entries(byCompany).map(([id, message]) => [id, bare(message)]));
    payload = JSON.stringify({ by_company: bareByCompany });
  }
  await db.execute(sql`select pg_notify(${DEAL_NOTICES_CHANNEL}, ${payload})`);
}

export function parseDealNotice(payload: string): DealNotice | null {
  try {
    const parsed = JSON.parse(payload) as { by_company?: Record<string, DealServerMessage> };
    if (!parsed.by_company || typeof parsed.by_company !== 'object') return null;
    const byCompany = new Map<number, DealServerMessage>();
    for (const [id, message] of Object.entries(parsed.by_company)) {
      if (Number.isSafeInteger(Number(id)) && (message?.type === 'deal_update' || message?.type === 'deal_message')) {
        byCompany.set(Number(id), message);
      }
    }
    return { byCompany };
  } catch {
    return null;
  }
}
