import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DealEventKind, DealSide, DealStatus, DealStatusFilter } from '@freight/shared/deals';
import type { Database } from '../../db/client';
import { dealEvents, dealReads, deals } from '../../db/schema-deals';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';
import { userView } from '../users/users-view.queries';
import type { StoredTerms } from './deal-present';

export type DealRow = typeof deals.$inferSelect & {
  ownerCompanyName: string;
  bidderCompanyName: string;
  /** Messages of the other side after the reader's marker (0 for staff). */
  unread: number;
  /** Both sides' ratings (at most two), as RatingRow of deal-aftermath.present. */
  ratings: unknown;
};

const owner = companyView('deal_owner');
const bidder = companyView('deal_bidder');

/** A deal with both companies' names and the reader's unread count (`readerId`/`readerCompanyId` null: staff). */
function dealSelect(reader: { userId: number; companyId: number | null }) {
  const unread =
    reader.companyId === null
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from deal_messages m where m.deal_id = ${deals.id}
          and m.company_id is distinct from ${reader.companyId}
          and m.id > coalesce((select r.last_message_id from deal_reads r where r.deal_id = ${deals.id} and r.user_id = ${reader.userId}), 0))`;
  return { ...dealColumns, ownerCompanyName: owner.name, bidderCompanyName: bidder.name, unread, ratings: ratingsOfDeal };
}

/** Issue 32: the deal's ratings with their replies, on the unique (deal_id, rater_company_id) index. */
const ratingsOfDeal = sql<unknown>`(select coalesce(json_agg(json_build_object(
    'id', r.id, 'raterCompanyId', r.rater_company_id, 'ratedCompanyId', r.rated_company_id,
    'punctuality', r.punctuality, 'communication', r.communication, 'payment', r.payment, 'comment', r.comment,
    'createdAt', r.created_at, 'updatedAt', r.updated_at, 'replyText', r.reply_text, 'repliedAt', r.replied_at
  ) order by r.id), '[]'::json) from deal_ratings r where r.deal_id = ${deals.id})`;

const dealColumns = {
  id: deals.id,
  entryId: deals.entryId,
  entryUid: deals.entryUid,
  formType: deals.formType,
  entrySnapshot: deals.entrySnapshot,
  ownerCompanyId: deals.ownerCompanyId,
  bidderCompanyId: deals.bidderCompanyId,
  ownerUserId: deals.ownerUserId,
  bidderUserId: deals.bidderUserId,
  status: deals.status,
  priceMinor: deals.priceMinor,
  priceUnit: deals.priceUnit,
  currency: deals.currency,
  paymentTermDays: deals.paymentTermDays,
  loadingDate: deals.loadingDate,
  unloadingDate: deals.unloadingDate,
  note: deals.note,
  termsBy: deals.termsBy,
  termsUserId: deals.termsUserId,
  number: deals.number,
  agreedAt: deals.agreedAt,
  acceptedByUserId: deals.acceptedByUserId,
  closedReason: deals.closedReason,
  carrierCompanyId: deals.carrierCompanyId,
  payerCompanyId: deals.payerCompanyId,
  deliveryState: deals.deliveryState,
  deliveredAt: deals.deliveredAt,
  deliveredByUserId: deals.deliveredByUserId,
  deliveryProofKey: deals.deliveryProofKey,
  deliveryProofName: deals.deliveryProofName,
  deliverySettledAt: deals.deliverySettledAt,
  disputeReason: deals.disputeReason,
  invoiceDate: deals.invoiceDate,
  paidDate: deals.paidDate,
  createdAt: deals.createdAt,
  updatedAt: deals.updatedAt,
};

export async function selectDeal(
  db: Database,
  id: number,
  reader: { userId: number; companyId: number | null },
  lock = false,
): Promise<DealRow | null> {
  const query = db
    .select(dealSelect(reader))
    .from(deals)
    .innerJoin(owner, eq(owner.id, deals.ownerCompanyId))
    .innerJoin(bidder, eq(bidder.id, deals.bidderCompanyId))
    .where(eq(deals.id, id));
  const [row] = lock ? await query.for('update', { of: deals }) : await query;
  return row ?? null;
}

const STATUS_GROUPS: Record<DealStatusFilter, DealStatus[]> = {
  open: ['open'],
  agreed: ['agreed'],
  closed: ['declined', 'withdrawn', 'cancelled'],
};

export type DealListFilter = {
  /** The caller's company (null: staff, every deal). */
  companyId: number | null;
  userId: number;
  role?: 'incoming' | 'outgoing';
  status?: DealStatusFilter;
  after?: { time: string; id: number };
  limit: number;
};

/**
 * The ids of a company's page on one side, newest activity first, read from that side's index
 * (deals_owner_updated or deals_bidder_updated) and stopped at `limit`.
 */
function sidePage(side: SQL, filter: DealListFilter): SQL {
  return sql`(select ${deals.id} from ${deals} where ${and(side, ...pageConditions(filter))}
    order by ${deals.updatedAt} desc, ${deals.id} desc limit ${filter.limit})`;
}

function pageConditions(filter: DealListFilter): (SQL | undefined)[] {
  return [
    filter.status ? inArray(deals.status, STATUS_GROUPS[filter.status]) : undefined,
    filter.after ? sql`(${deals.updatedAt}, ${deals.id}) < (${filter.after.time}::timestamptz, ${filter.after.id})` : undefined,
  ];
}

/**
 * A page of deals, newest activity first, keyset-paged on (updated_at, id). A company's deals are those it
 * owns and those it bid on: each side's page is read on its own index and the two merged, so a list reads
 * at most twice a page of rows however many deals the company has (an `owner or bidder` condition would
 * read and sort all of them, with their entry snapshots). Staff read every deal.
 */
export async function selectDeals(db: Database, filter: DealListFilter): Promise<(DealRow & { cursorTime: string })[]> {
  const company = filter.companyId;
  const owned = company === null ? undefined : eq(deals.ownerCompanyId, company);
  const bid = company === null ? undefined : eq(deals.bidderCompanyId, company);
  const page: SQL | undefined =
    company === null
      ? undefined
      : filter.role === 'incoming'
        ? sql`${deals.id} in ${sidePage(owned!, filter)}`
        : filter.role === 'outgoing'
          ? sql`${deals.id} in ${sidePage(bid!, filter)}`
          : sql`${deals.id} in (${sidePage(owned!, filter)} union all ${sidePage(bid!, filter)})`;
  return db
    .select({
      ...dealSelect({ userId: filter.userId, companyId: company }),
      cursorTime: sql<string>`to_char(${deals.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(deals)
    .innerJoin(owner, eq(owner.id, deals.ownerCompanyId))
    .innerJoin(bidder, eq(bidder.id, deals.bidderCompanyId))
    .where(and(page, ...(page === undefined ? pageConditions(filter) : [])))
    .orderBy(sql`${deals.updatedAt} desc, ${deals.id} desc`)
    .limit(filter.limit);
}

/** Whether the company may use the exchange now (an offer on a deactivated company's entry is as on a missing one). */
export async function companyActive(db: Database, companyId: number, now: Date): Promise<boolean> {
  const view = companyView('deal_party');
  const [row] = await db
    .select({ id: view.id })
    .from(view)
    .where(and(eq(view.id, companyId), companyActiveIn(view, now)));
  return row !== undefined;
}

export type NewDeal = typeof deals.$inferInsert;

export async function insertDeal(tx: Database, values: NewDeal): Promise<number> {
  const [row] = await tx.insert(deals).values(values).returning({ id: deals.id });
  return row!.id;
}

export async function insertEvent(
  tx: Database,
  event: {
    dealId: number;
    kind: DealEventKind;
    side: DealSide | null;
    companyId: number | null;
    userId: number | null;
    terms: StoredTerms | null;
    reason?: string;
    now: Date;
  },
): Promise<void> {
  await tx.insert(dealEvents).values({
    dealId: event.dealId,
    kind: event.kind,
    side: event.side,
    companyId: event.companyId,
    userId: event.userId,
    terms: event.terms,
    reason: event.reason ?? '',
    createdAt: event.now,
  });
}

export async function updateDeal(tx: Database, id: number, values: Partial<NewDeal>): Promise<void> {
  await tx.update(deals).set(values).where(eq(deals.id, id));
}

/** The next transport order number of `year`: FX-<year>-<six digits>, from one sequence (never reused). */
export async function nextDealNumber(tx: Database, year: number): Promise<string> {
  const result = await tx.execute(sql`select 'FX-' || ${String(year)} || '-' || lpad(nextval('deal_number_seq')::text, 6, '0') as number`);
  return (result as unknown as { rows: { number: string }[] }).rows[0]!.number;
}

/** Closes the other open deals on an entry (an agreement took it) and answers their ids. */
export async function closeOpenDealsOfEntry(tx: Database, entryId: number, exceptId: number, reason: string, now: Date): Promise<number[]> {
  const rows = await tx
    .update(deals)
    .set({ status: 'declined', closedReason: reason, updatedAt: now })
    .where(and(eq(deals.entryId, entryId), eq(deals.status, 'open'), sql`${deals.id} <> ${exceptId}`))
    .returning({ id: deals.id });
  return rows.map((row) => row.id);
}

/** Closes every open deal of the companies (deactivated): their offers withdrawn, offers on their entries declined. */
export async function closeOpenDealsOfCompanies(tx: Database, companyIds: number[], reason: string, now: Date) {
  if (companyIds.length === 0) return [];
  return tx
    .update(deals)
    .set({
      status: sql`case when ${inArray(deals.bidderCompanyId, companyIds)} then 'withdrawn' else 'declined' end`,
      closedReason: reason,
      updatedAt: now,
    })
    .where(
      and(eq(deals.status, 'open'), sql`(${inArray(deals.bidderCompanyId, companyIds)} or ${inArray(deals.ownerCompanyId, companyIds)})`),
    )
    .returning({ id: deals.id, status: deals.status });
}

const actor = userView('deal_actor');

export async function selectEvents(db: Database, dealId: number) {
  return db
    .select({
      id: dealEvents.id,
      kind: dealEvents.kind,
      side: dealEvents.side,
      userId: dealEvents.userId,
      firstName: actor.firstName,
      lastName: actor.lastName,
      terms: dealEvents.terms,
      reason: dealEvents.reason,
      createdAt: dealEvents.createdAt,
    })
    .from(dealEvents)
    .leftJoin(actor, eq(actor.id, dealEvents.userId))
    .where(eq(dealEvents.dealId, dealId))
    .orderBy(asc(dealEvents.id));
}

/** A party of the order: the company's registered data and its contact person. */
export async function selectParty(db: Database, companyId: number, userId: number | null) {
  const company = companyView('deal_company');
  const contact = userView('deal_contact');
  const [row] = await db
    .select({
      id: company.id,
      name: company.name,
      vatNumber: company.vatNumber,
      street: company.street,
      number: company.number,
      postalCode: company.postalCode,
      city: company.city,
      country: company.country,
      contactFirstName: contact.firstName,
      contactLastName: contact.lastName,
      contactEmail: contact.email,
      contactPhonePrefix: contact.phonePrefix,
      contactPhone: contact.phone,
    })
    .from(company)
    .leftJoin(contact, sql`${contact.id} = ${userId ?? 0}`)
    .where(eq(company.id, companyId));
  return row ?? null;
}

export async function selectUserName(db: Database, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const view = userView('deal_user');
  const [row] = await db.select({ firstName: view.firstName, lastName: view.lastName }).from(view).where(eq(view.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
}

/** Moves a member's read marker of a deal forward (never back). */
export async function markRead(db: Database, dealId: number, userId: number, messageId: number): Promise<void> {
  await db
    .insert(dealReads)
    .values({ dealId, userId, lastMessageId: messageId })
    .onConflictDoUpdate({
      target: [dealReads.dealId, dealReads.userId],
      set: { lastMessageId: sql`greatest(${dealReads.lastMessageId}, excluded.last_message_id)` },
    });
}

/** Unread messages of the other side over all the company's deals, for the sidebar. */
export async function countUnread(db: Database, companyId: number, userId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from deals d
    join deal_messages m on m.deal_id = d.id and m.company_id is distinct from ${companyId}
    left join deal_reads r on r.deal_id = d.id and r.user_id = ${userId}
    where (d.owner_company_id = ${companyId} or d.bidder_company_id = ${companyId}) and m.id > coalesce(r.last_message_id, 0)`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
