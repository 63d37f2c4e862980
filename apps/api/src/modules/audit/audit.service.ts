import type { AuditEntry, AuditLogQuery, AuditAction } from '@freight/shared/audit';
import type { Paginated } from '@freight/shared/pagination';
import type { Database } from '../../db/client';
import type { MemberLimit } from '../../plugins/member-limits';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import { insertAuditRow, selectAuditRows, type AuditRecord } from './audit.queries';

export type { AuditRecord };

/**
 * Writes one audit row with `tx`, which must be the transaction of the change it records (issue 33):
 * if the change rolls back, so does its row, and a row never tells of a change that did not happen.
 */
export function record(tx: Database, entry: AuditRecord): Promise<void> {
  return insertAuditRow(tx, entry);
}

/** A member whose reads of the exchange or whose company's publishes began to be refused (decision 071). */
export type MemberLimited = {
  at: Date;
  userId: number;
  /** The member's sign-in e-mail, the row's label (as a locked login's): staff need not look the id up. */
  email: string;
  companyId: number | null;
  limit: MemberLimit;
  route: string;
};

/**
 * The first refusal of a run, for staff: a member reading or publishing at a machine's pace is a copier or a
 * flood of ghost loads until staff know otherwise. Nothing else is written with it, so it has no transaction.
 */
export function recordMemberLimited(db: Database, limited: MemberLimited): Promise<void> {
  return insertAuditRow(db, {
    at: limited.at,
    actorUserId: limited.userId,
    actorLabel: limited.email,
    companyId: limited.companyId,
    action: 'member_limited',
    details: { limit: limited.limit, route: limited.route },
  });
}

type Row = Awaited<ReturnType<typeof selectAuditRows>>[number];

function present(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorUserId,
    actor_label: row.actorLabel,
    company: row.companyId,
    action: row.action as AuditAction,
    target_type: row.targetType,
    target_id: row.targetId,
    details: row.details,
  };
}

/** GET /api/staff/audit-log/: newest first, keyset pages. */
export async function listAudit(db: Database, query: AuditLogQuery): Promise<Paginated<AuditEntry>> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await selectAuditRows(db, { ...query, cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map(present),
    next: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}

/** One CSV field: quoted, quotes doubled; a leading =, +, - or @ is prefixed so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const CSV_HEADER = ['id', 'at', 'actor', 'actor_label', 'company', 'action', 'target_type', 'target_id', 'details'];
/** The CSV export reads in pages of this size, up to CSV_MAX_ROWS rows (a wider export narrows its filters). */
const CSV_PAGE = 1000;
export const CSV_MAX_ROWS = 50_000;

/** `?format=csv`: the same filters, every matching row up to CSV_MAX_ROWS, newest first. */
export async function auditCsv(db: Database, query: AuditLogQuery): Promise<string> {
  const lines = [CSV_HEADER.join(',')];
  let cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  while (lines.length - 1 < CSV_MAX_ROWS) {
    const rows = await selectAuditRows(db, { ...query, cursor, limit: CSV_PAGE });
    for (const row of rows.map((row) => ({ ...present(row), cursorTime: row.cursorTime }))) {
      const values = [
        String(row.id),
        row.at,
        row.actor === null ? '' : String(row.actor),
        row.actor_label,
        row.company === null ? '' : String(row.company),
        row.action,
        row.target_type,
        row.target_id,
        JSON.stringify(row.details),
      ];
      lines.push(values.map(csvField).join(','));
    }
    const last = rows.at(-1);
    if (rows.length < CSV_PAGE || !last) break;
    cursor = { time: last.cursorTime, id: last.id };
  }
  return `${lines.join('\r\n')}\r\n`;
}
