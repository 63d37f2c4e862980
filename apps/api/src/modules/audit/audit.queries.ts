import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@freight/shared/audit';
import type { Database } from '../../db/client';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { auditLog } from '../../db/schema-trust';

export type AuditRecord = {
  at: Date;
  actorUserId: number | null;
  actorLabel?: string;
  companyId: number | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
};

export async function insertAuditRow(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    at: record.at,
    actorUserId: record.actorUserId,
    actorLabel: record.actorLabel ?? '',
    companyId: record.companyId,
    action: record.action,
    targetType: record.targetType ?? '',
    targetId: record.targetId === undefined ? '' : String(record.targetId),
    details: record.details ?? {},
  });
}

export type AuditFilter = {
  actor?: number;
  company?: number;
  action?: AuditAction;
  /** Inclusive UTC day bounds as `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  cursor?: KeysetCursor;
  limit: number;
};

/** Newest first, filtered in SQL; each filter has its index leading with the filtered column (migration 0023). */
export function selectAuditRows(db: Database, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actor !== undefined) conditions.push(eq(auditLog.actorUserId, filter.actor));
  if (filter.company !== undefined) conditions.push(eq(auditLog.companyId, filter.company));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.at, sql`${filter.from}::date::timestamp at time zone 'UTC'`));
  if (filter.to) conditions.push(lt(auditLog.at, sql`(${filter.to}::date + 1)::timestamp at time zone 'UTC'`));
  if (filter.cursor) conditions.push(afterCursor(auditLog.at, auditLog.id, filter.cursor, 'desc'));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      cursorTime: cursorTimeSql(auditLog.at),
      actorUserId: auditLog.actorUserId,
      actorLabel: auditLog.actorLabel,
      companyId: auditLog.companyId,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit);
}
