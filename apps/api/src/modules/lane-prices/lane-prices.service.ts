import type { Database } from '../../db/client';

/**
 * Issue 32 item 5: keeps the lane price of a deal's lane current when the deal is agreed or an agreed
 * deal is cancelled, on the transaction that changed it (called by the deals module). Work in progress:
 * filled in by the lane prices change of this round.
 */
export async function refreshLanePrices(_tx: Database, _dealId: number, _now: Date): Promise<void> {}
