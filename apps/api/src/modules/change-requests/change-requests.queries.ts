import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { companyChangeRequests, type ChangeRequestStatus } from '../../db/schema-trust';

export type ChangeRequestRow = typeof companyChangeRequests.$inferSelect & { cursorTime: string };
const columns = { ...getTableColumns(companyChangeRequests), cursorTime: cursorTimeSql(companyChangeRequests.createdAt) };

export async function insertChangeRequest(db: Database, values: typeof companyChangeRequests.$inferInsert) {
  const [row] = await db.insert(companyChangeRequests).values(values).returning({ id: companyChangeRequests.id });
  return row!.id;
}

/** Newest first, by company or status, keyset pages on (created_at, id). */
export function selectChangeRequests(
  db: Database,
  filter: { companyId?: number; status?: ChangeRequestStatus; id?: number; cursor?: KeysetCursor; limit: number },
): Promise<ChangeRequestRow[]> {
  const conditions: SQL[] = [];
  if (filter.companyId !== undefined) conditions.push(eq(companyChangeRequests.companyId, filter.companyId));
  if (filter.status !== undefined) conditions.push(eq(companyChangeRequests.status, filter.status));
  if (filter.id !== undefined) conditions.push(eq(companyChangeRequests.id, filter.id));
  if (filter.cursor) conditions.push(afterCursor(companyChangeRequests.createdAt, companyChangeRequests.id, filter.cursor, 'desc'));
  return db
    .select(columns)
    .from(companyChangeRequests)
    .where(and(...conditions))
    .orderBy(desc(companyChangeRequests.createdAt), desc(companyChangeRequests.id))
    .limit(filter.limit);
}

/** pending → approved or refused; answers the row only when it was still pending (a second decision changes nothing). */
export async function decideChangeRequest(
  db: Database,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: string; userId: number; now: Date },
) {
  const [row] = await db
    .update(companyChangeRequests)
    .set({ status: decision.status, decisionReason: decision.reason, decidedByUserId: decision.userId, decidedAt: decision.now })
    .where(and(eq(companyChangeRequests.id, id), eq(companyChangeRequests.status, 'pending')))
    .returning();
  return row;
}
