import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { IncidentCurrency, IncidentKind, IncidentOrdering, IncidentStatus } from '@freight/shared/incidents';
import type { Database } from '../../db/client';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';
import { incidentDocuments, paymentIncidents, transportIncidents } from '../../db/schema-incidents';

export type NewDocument = { originalName: string; contentType: string; storageKey: string; sizeBytes: number };
export type NewPaymentIncident = typeof paymentIncidents.$inferInsert;
export type NewTransportIncident = typeof transportIncidents.$inferInsert;

/** A company with whether it may use the exchange at `now` (decision 014: one that may not is found by no other member). */
export function selectCompany(db: Database, id: number, now: Date) {
  const company = companyView('c');
  return db
    .select({ id: company.id, name: company.name, active: sql<boolean>`${companyActiveIn(company, now)}` })
    .from(company)
    .where(eq(company.id, id))
    .then((rows) => rows[0]);
}

/** The incident row and its documents in one transaction: both or neither (CONVENTIONS: uploads). */
export async function insertIncident(
  db: Database,
  incident: { kind: 'payment'; values: NewPaymentIncident } | { kind: 'transport'; values: NewTransportIncident },
  documents: NewDocument[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] =
      incident.kind === 'payment'
        ? await tx.insert(paymentIncidents).values(incident.values).returning({ id: paymentIncidents.id })
        : await tx.insert(transportIncidents).values(incident.values).returning({ id: transportIncidents.id });
    if (!row) throw new Error('insertIncident: no row');
    if (documents.length > 0) {
      await tx
        .insert(incidentDocuments)
        .values(documents.map((document) => ({ ...document, incidentKind: incident.kind, incidentId: row.id })));
    }
    return row.id;
  });
}

/** One incident of either kind, as the list presents it (text dates, numeric value as a number). */
export type IncidentRow = {
  kind: IncidentKind;
  id: number;
  company_id: number;
  company_name: string;
  created_by_company_id: number;
  created_by_company_name: string;
  description: string;
  status: IncidentStatus;
  decision_reason: string;
  created_at: string;
  pending_value: number | null;
  currency: IncidentCurrency | null;
  deadline: string | null;
  incident_date: string | null;
  /** The deal a payment incident was filed from (decision 067). */
  deal_id: number | null;
};

export type IncidentFilter = {
  kinds: readonly IncidentKind[];
  /** Incidents filed by this company. */
  createdByCompanyId?: number;
  /** Incidents against this company. */
  companyId?: number;
  /** Filed by or against this company (own mode "all"). */
  involvedCompanyId?: number;
  status?: IncidentStatus;
  id?: number;
  ordering: IncidentOrdering;
  limit: number;
  offset: number;
};

// Each branch projects both kinds into one shape, with every value cast to a type both drivers
// (node-postgres and PGlite) hand back alike: text dates, float8 amounts.
const paymentBranch = sql`select 'payment'::text as kind, p.id, p.company_id, p.created_by_company_id, p.description, p.status,
  p.decision_reason, p.created_at, p.pending_value::float8 as pending_value, p.currency, p.deadline::text as deadline,
  null::text as incident_date, p.deal_id from payment_incidents p`;
const transportBranch = sql`select 'transport'::text as kind, t.id, t.company_id, t.created_by_company_id, t.description, t.status,
  t.decision_reason, t.created_at, null::float8 as pending_value, null::text as currency, null::text as deadline,
  t.incident_date::text as incident_date, null::int as deal_id from transport_incidents t`;

/** §4: the chosen status first, then the other two in the fixed order pending, approved, declined. */
const STATUS_FIRST: Record<string, IncidentStatus> = { approved_first: 'approved', pending_first: 'pending', declined_first: 'declined' };

function orderBy(ordering: IncidentOrdering): SQL {
  const newestFirst = sql`i.created_at desc, i.kind asc, i.id desc`;
  switch (ordering) {
    case 'company_name':
      return sql`lower(c.name) asc, c.id asc, ${newestFirst}`;
    case 'created_at':
      return sql`i.created_at asc, i.kind asc, i.id asc`;
    case '-created_at':
      return newestFirst;
    default: {
      const first = STATUS_FIRST[ordering] ?? 'pending';
      return sql`case when i.status = ${first} then 0 when i.status = 'pending' then 1 when i.status = 'approved' then 2 else 3 end asc, ${newestFirst}`;
    }
  }
}

/** The incidents of the filter, of both kinds in one list: filtered, sorted and paged in SQL (DESIGN §3). */
export async function selectIncidents(db: Database, filter: IncidentFilter): Promise<IncidentRow[]> {
  const branches = [
    filter.kinds.includes('payment') ? paymentBranch : null,
    filter.kinds.includes('transport') ? transportBranch : null,
  ].filter((branch): branch is SQL => branch !== null);
  if (branches.length === 0) return [];
  const conditions: SQL[] = [sql`true`];
  if (filter.createdByCompanyId !== undefined) conditions.push(sql`i.created_by_company_id = ${filter.createdByCompanyId}`);
  if (filter.companyId !== undefined) conditions.push(sql`i.company_id = ${filter.companyId}`);
  if (filter.involvedCompanyId !== undefined) {
    conditions.push(sql`(i.company_id = ${filter.involvedCompanyId} or i.created_by_company_id = ${filter.involvedCompanyId})`);
  }
  if (filter.status !== undefined) conditions.push(sql`i.status = ${filter.status}`);
  if (filter.id !== undefined) conditions.push(sql`i.id = ${filter.id}`);
  const result = await db.execute(sql`
    with i as (${sql.join(branches, sql` union all `)})
    select i.kind, i.id, i.company_id, c.name as company_name, i.created_by_company_id, cb.name as created_by_company_name,
      i.description, i.status, i.decision_reason,
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      i.pending_value, i.currency, i.deadline, i.incident_date, i.deal_id
    from i
    join ${companyView('c')} on c.id = i.company_id
    join ${companyView('cb')} on cb.id = i.created_by_company_id
    where ${sql.join(conditions, sql` and `)}
    order by ${orderBy(filter.ordering)}
    limit ${filter.limit} offset ${filter.offset}`);
  return (result as unknown as { rows: IncidentRow[] }).rows;
}

export function selectDocuments(db: Database, refs: { kind: IncidentKind; id: number }[]) {
  const byKind = (kind: IncidentKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const conditions = (['payment', 'transport'] as const)
    .filter((kind) => byKind(kind).length > 0)
    .map((kind) => and(eq(incidentDocuments.incidentKind, kind), inArray(incidentDocuments.incidentId, byKind(kind))));
  if (conditions.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: incidentDocuments.id,
      kind: incidentDocuments.incidentKind,
      incidentId: incidentDocuments.incidentId,
      name: incidentDocuments.originalName,
      size: incidentDocuments.sizeBytes,
    })
    .from(incidentDocuments)
    .where(conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions as SQL[], sql` or `)})`)
    .orderBy(asc(incidentDocuments.id));
}

export function selectDocument(db: Database, kind: IncidentKind, incidentId: number, documentId: number) {
  return db
    .select()
    .from(incidentDocuments)
    .where(
      and(eq(incidentDocuments.id, documentId), eq(incidentDocuments.incidentKind, kind), eq(incidentDocuments.incidentId, incidentId)),
    )
    .then((rows) => rows[0]);
}

/** §4: only a pending incident is decided; answers false when it is missing or already decided. */
export async function decideIncident(
  db: Database,
  kind: IncidentKind,
  id: number,
  decision: { status: 'approved' | 'declined'; reason: string; userId: number; now: Date },
): Promise<boolean> {
  const values = { status: decision.status, decisionReason: decision.reason, decidedByUserId: decision.userId, decidedAt: decision.now };
  const rows =
    kind === 'payment'
      ? await db
          .update(paymentIncidents)
          .set(values)
          .where(and(eq(paymentIncidents.id, id), eq(paymentIncidents.status, 'pending')))
          .returning({ id: paymentIncidents.id })
      : await db
          .update(transportIncidents)
          .set(values)
          .where(and(eq(transportIncidents.id, id), eq(transportIncidents.status, 'pending')))
          .returning({ id: transportIncidents.id });
  return rows.length > 0;
}

/** Incidents reported against the company, counted by status. */
export async function countIncidentsAgainst(db: Database, companyId: number) {
  const [payment, transport] = await Promise.all([
    db
      .select({ status: paymentIncidents.status, n: count() })
      .from(paymentIncidents)
      .where(eq(paymentIncidents.companyId, companyId))
      .groupBy(paymentIncidents.status),
    db
      .select({ status: transportIncidents.status, n: count() })
      .from(transportIncidents)
      .where(eq(transportIncidents.companyId, companyId))
      .groupBy(transportIncidents.status),
  ]);
  return { payment, transport };
}

/** Payment incidents staff confirmed against each of `companyIds` (reputation, issue 32): companies with none are absent. */
export async function countDecidedPaymentIncidents(db: Database, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: paymentIncidents.companyId, n: count() })
    .from(paymentIncidents)
    .where(and(inArray(paymentIncidents.companyId, companyIds), eq(paymentIncidents.status, 'approved')))
    .groupBy(paymentIncidents.companyId);
}
