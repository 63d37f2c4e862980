import { and, asc, eq, gt } from 'drizzle-orm';
import type { DealSide } from '@freight/shared/deals';
import type { Database } from '../../db/client';
import { dealMessages } from '../../db/schema-deals';
import { userView } from '../users/users-view.queries';

export type MessageRow = {
  id: number;
  dealId: number;
  side: DealSide;
  companyId: number | null;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  text: string;
  textMasked: string | null;
  createdAt: Date;
};

const writer = userView('deal_writer');

export function selectMessages(db: Database, dealId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  return db
    .select({
      id: dealMessages.id,
      dealId: dealMessages.dealId,
      side: dealMessages.side,
      companyId: dealMessages.companyId,
      userId: dealMessages.userId,
      firstName: writer.firstName,
      lastName: writer.lastName,
      text: dealMessages.text,
      textMasked: dealMessages.textMasked,
      createdAt: dealMessages.createdAt,
    })
    .from(dealMessages)
    .leftJoin(writer, eq(writer.id, dealMessages.userId))
    .where(and(eq(dealMessages.dealId, dealId), gt(dealMessages.id, afterId)))
    .orderBy(asc(dealMessages.id))
    .limit(limit);
}

export async function insertMessage(tx: Database, values: typeof dealMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(dealMessages).values(values).returning();
  const [named] = await selectMessages(tx, row!.dealId, row!.id - 1, 1);
  return named!;
}

/** Staff decided on contacts in a message (issue 33 item 4): what the other company sees of it now. */
export async function updateTextMasked(db: Database, id: number, masked: string | null): Promise<void> {
  await db.update(dealMessages).set({ textMasked: masked }).where(eq(dealMessages.id, id));
}
