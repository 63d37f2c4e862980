import type { Deal, DealDetail, DealListQuery, DealParty } from '@freight/shared/deals';
import type { Paginated } from '@freight/shared/pagination';
import { AppError } from '../../app-error';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import type { Database } from '../../db/client';
import { withPaymentIncidents } from './deal-payment-incident';
import { presentDeal, presentTerms, sideOf, type DealViewer, type StoredTerms } from './deal-present';
import * as queries from './deals.queries';

/** A deal for its two companies' members and for staff; anyone else gets the same 404 as for a missing one. */
export async function readableDeal(db: Database, viewer: DealViewer, id: number): Promise<queries.DealRow> {
  const row = await queries.selectDeal(db, id, viewer);
  if (!row || (!viewer.isSuperuser && !sideOf(row, viewer))) throw new AppError('not_found');
  return row;
}

async function partyOf(db: Database, companyId: number, userId: number | null): Promise<DealParty> {
  const row = await queries.selectParty(db, companyId, userId);
  if (!row) throw new AppError('not_found');
  const contact =
    row.contactFirstName === null
      ? null
      : {
          name: `${row.contactFirstName} ${row.contactLastName ?? ''}`.trim(),
          email: row.contactEmail ?? '',
          phone: `${row.contactPhonePrefix ?? ''} ${row.contactPhone ?? ''}`.trim(),
        };
  const address = [`${row.street} ${row.number}`.trim(), `${row.postalCode} ${row.city}`.trim()].filter(Boolean).join(', ');
  return { id: row.id, name: row.name, VATNumber: row.vatNumber, address, country: row.country, contact };
}

/** GET /api/deals/{id}/: terms, every event, both parties, the number once agreed. */
export async function getDeal(db: Database, viewer: DealViewer, id: number, now: Date): Promise<DealDetail> {
  const row = await readableDeal(db, viewer, id);
  // One after the other: every deal step answers with this read on `db`, which may be a transaction (the
  // demo's deal history replays the steps in one), where node-postgres deprecates overlapping queries.
  const events = await queries.selectEvents(db, id);
  const ownerParty = await partyOf(db, row.ownerCompanyId, row.ownerUserId);
  const bidderParty = await partyOf(db, row.bidderCompanyId, row.bidderUserId);
  const [deal] = await withPaymentIncidents(db, [presentDeal(row, viewer, now)]);
  return {
    ...deal!,
    owner_party: ownerParty,
    bidder_party: bidderParty,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      side: event.side,
      user:
        event.userId === null || event.firstName === null
          ? null
          : { id: event.userId, first_name: event.firstName, last_name: event.lastName ?? '' },
      terms: event.terms ? presentTerms(event.terms as StoredTerms) : null,
      reason: event.reason,
      created_at: event.createdAt.toISOString(),
    })),
  };
}

/** GET /api/deals/: the caller's company's deals (staff: every deal), by role and status, newest activity first. */
export async function listDeals(db: Database, viewer: DealViewer, query: DealListQuery, now: Date): Promise<Paginated<Deal>> {
  if (viewer.companyId === null && !viewer.isSuperuser) throw new AppError('permission_denied');
  const rows = await queries.selectDeals(db, {
    companyId: viewer.isSuperuser ? null : viewer.companyId,
    userId: viewer.userId,
    role: query.role,
    status: query.status,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: await withPaymentIncidents(
      db,
      page.map((row) => presentDeal(row, viewer, now)),
    ),
    next: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}

/** The sidebar's count: unread messages of the other side over all the caller's company's deals. */
export async function unreadMessages(db: Database, viewer: DealViewer): Promise<{ messages: number }> {
  if (viewer.companyId === null) return { messages: 0 };
  return { messages: await queries.countUnread(db, viewer.companyId, viewer.userId) };
}
