import type { Database } from '../../db/client';

/**
 * Issue 32 item 3: keeps the companies' reputation figures current after a change to one of their deals,
 * on the transaction that changed it (called by the deals module). Work in progress: filled in by the
 * reputation change of this round.
 */
export async function refreshReputation(_tx: Database, _companyIds: number[], _now: Date): Promise<void> {}
