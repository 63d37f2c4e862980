import type { z } from 'zod';
import { toMinorUnits, type Deal, type DealEntry, type DealEventKind, type DealTerms, type dealOfferSchema } from '@freight/shared/deals';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import * as throttle from '../../throttle';
import * as audit from '../audit/audit.service';
import { refreshLanePrices } from '../lane-prices/lane-prices.service';
import { selectEntryForDeal, takeEntry } from '../entries/entry-deals.queries';
import { notifyDeal } from '../realtime/deal-notices.service';
import { refreshReputation } from '../reputation/reputation.service';
import { withPaymentIncidents } from './deal-payment-incident';
import { mayActInDeals, presentDeal, rowTerms, sideOf, storedTerms, termColumns, type DealViewer } from './deal-present';
import { getDeal } from './deal-detail';
import { checkWindows, snapshotOf } from './deal-terms';
import * as queries from './deals.queries';

export type { DealViewer } from './deal-present';
export { getDeal, listDeals, unreadMessages } from './deal-detail';
/** My trucks / My wares count each entry's open offers (issue 31 item 2); deals own the table. */
export { selectOpenOfferCounts } from './open-offers.queries';
/** Lane prices (issue 32 item 5) ask for an agreed deal's lane, price and sides. */
export { selectDealLaneFacts, type DealLaneFacts } from './deal-lane-facts.queries';
/** The Statistics page (issue 32 item 7) asks for a company's deals by month. */
export { dealStatisticsByMonth, type DealMonth } from './deal-statistics.queries';
export { dealFactsView, dealRatingFactsView } from './deal-facts.view';

type Offer = z.output<typeof dealOfferSchema>;

/**
 * Every offer and counter is a permanent event (and audit row) announced live to the other side, and the deal's
 * page answers all its events at once: enough for any negotiation, too few for one side to flood the other's
 * screen, mailbox and the deal's record (as messages and rating changes are limited, decision 064).
 */
export const DEAL_COUNTERS_PER_HOUR = 30;
/** Offers of one company on one entry an hour: a withdrawn or declined offer may be made again, not in a loop. */
export const DEAL_OFFERS_PER_ENTRY_PER_HOUR = 5;
/**
 * Offers of one company an hour, on any entries: each one lands in another owner's list and mailbox. A busy
 * office's dispatchers together stay far below; a company mailing offers to every entry it can read does not.
 */
export const DEAL_OFFERS_PER_COMPANY_PER_HOUR = 200;
const HOUR_SECONDS = 3600;

const requireActor = (viewer: DealViewer): number => {
  if (!mayActInDeals(viewer) || viewer.companyId === null) throw new AppError('permission_denied');
  return viewer.companyId;
};

const isOpenOfferConflict = (error: unknown) =>
  (error as { code?: string; constraint?: string })?.code === '23505' ||
  String((error as { cause?: { constraint?: string } })?.cause?.constraint ?? '').includes('deals_one_open_offer');

/**
 * A deal's step as evidence twice over: its immutable event, and a row of the audit log (issue 33
 * item 7) in the same transaction, so staff find every deal state change beside their other records.
 */
export async function addEvent(tx: Database, event: Parameters<typeof queries.insertEvent>[1]): Promise<void> {
  await queries.insertEvent(tx, event);
  await audit.record(tx, {
    at: event.now,
    actorUserId: event.userId,
    companyId: event.companyId,
    action: 'deal_state_changed',
    targetType: 'deal',
    targetId: event.dealId,
    details: { event: event.kind, side: event.side, ...(event.reason ? { reason: event.reason } : {}) },
  });
}

/**
 * Tells both companies' members of the deals' new state (each side its own view), on the transaction
 * that changed them: delivered on commit only.
 */
export async function announce(tx: Database, dealIds: number[], now: Date): Promise<void> {
  for (const id of dealIds) {
    const row = await queries.selectDeal(tx, id, { userId: 0, companyId: null });
    if (!row) continue;
    const byCompany: Record<number, { type: 'deal_update'; deal_id: number; deal: Deal }> = {};
    // Each side's view as a member with the right sees it; the unread count is each reader's own (not carried).
    const sides = [row.ownerCompanyId, row.bidderCompanyId];
    const views = await withPaymentIncidents(
      tx,
      sides.map((companyId) => {
        const member: DealViewer = { userId: 0, companyId, role: 'employee', isSuperuser: false };
        return { ...presentDeal(row, member, now), unread: 0 };
      }),
    );
    for (const [index, companyId] of sides.entries()) byCompany[companyId] = { type: 'deal_update', deal_id: id, deal: views[index]! };
    await notifyDeal(tx, byCompany);
  }
}

/** POST /api/deals/: an offer on another company's live entry; one open offer per company per entry. */
export async function makeOffer(db: Database, viewer: DealViewer, offer: Offer, now: Date) {
  const companyId = requireActor(viewer);
  const entry = await selectEntryForDeal(db, { uid: offer.entry_uid });
  // Another company's entry is seen only while its company may use the exchange: otherwise as missing.
  if (!entry || (entry.companyId !== companyId && !(await queries.companyActive(db, entry.companyId, now)))) {
    throw new AppError('not_found');
  }
  if (entry.companyId === companyId) throw new AppError('own_entry');
  if (entry.takenAt) throw new AppError('entry_taken');
  if (entry.loadingEndsAt < now || entry.validUntil < now) throw new AppError('entry_expired');
  const snapshot = snapshotOf(entry);
  const { entry_uid: _uid, ...terms } = offer;
  checkWindows(terms, snapshot);
  // Counted once the offer could be made: only the bidder's own company spends its allowance.
  await throttle.enforce(
    db,
    [
      { key: `deal-offers:${entry.id}:${companyId}`, limit: DEAL_OFFERS_PER_ENTRY_PER_HOUR, windowSeconds: HOUR_SECONDS },
      { key: `deal-offers:${companyId}`, limit: DEAL_OFFERS_PER_COMPANY_PER_HOUR, windowSeconds: HOUR_SECONDS },
    ],
    now,
  );
  const priceMinor = toMinorUnits(terms.price);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const dealId = await queries.insertDeal(tx, {
        entryId: entry.id,
        entryUid: entry.uid,
        formType: entry.formType,
        entrySnapshot: snapshot,
        ownerCompanyId: entry.companyId,
        bidderCompanyId: companyId,
        ownerUserId: entry.userId,
        bidderUserId: viewer.userId,
        status: 'open',
        ...termColumns(terms, priceMinor),
        termsBy: 'bidder',
        termsUserId: viewer.userId,
        createdAt: now,
        updatedAt: now,
      });
      await addEvent(tx, {
        dealId,
        kind: 'offer',
        side: 'bidder',
        companyId,
        userId: viewer.userId,
        terms: storedTerms(terms, priceMinor),
        now,
      });
      await announce(tx, [dealId], now);
      return dealId;
    });
  } catch (error) {
    // The partial unique index deals_one_open_offer decides, even for two offers sent at once.
    if (isOpenOfferConflict(error)) throw new AppError('offer_exists');
    throw error;
  }
  return getDeal(db, viewer, id, now);
}

/**
 * One step of an open (or, for a cancel, agreed) deal, on its locked row: the acting side is the caller's
 * company, checked against the deal, never taken from the client.
 */
async function step(
  db: Database,
  viewer: DealViewer,
  id: number,
  now: Date,
  act: (tx: Database, row: queries.DealRow, side: 'owner' | 'bidder', companyId: number) => Promise<number[]>,
  limit?: { key: string; perHour: number },
) {
  const peek = await queries.selectDeal(db, id, viewer);
  const side = peek ? sideOf(peek, viewer) : null;
  if (!peek || (!side && !viewer.isSuperuser)) throw new AppError('not_found');
  const companyId = requireActor(viewer);
  if (!side) throw new AppError('not_found');
  // Counted after the rights check: nobody outside the deal can use up a side's allowance.
  if (limit) {
    await throttle.enforce(db, [{ key: `${limit.key}:${id}:${companyId}`, limit: limit.perHour, windowSeconds: HOUR_SECONDS }], now);
  }
  await db.transaction(async (tx) => {
    // An acceptance locks the entry before the deal, as every acceptance on that entry does: they queue, never deadlock.
    if (peek.entryId !== null) await selectEntryForDeal(tx, { id: peek.entryId }, true);
    const row = await queries.selectDeal(tx, id, viewer, true);
    if (!row) throw new AppError('not_found');
    const changed = await act(tx, row, side, companyId);
    await announce(tx, changed, now);
  });
  return getDeal(db, viewer, id, now);
}

const requireOpen = (row: queries.DealRow) => {
  if (row.status !== 'open') throw new AppError('deal_not_open');
};

async function close(
  tx: Database,
  row: queries.DealRow,
  input: {
    kind: DealEventKind;
    status: 'declined' | 'withdrawn' | 'cancelled';
    side: 'owner' | 'bidder';
    companyId: number;
    userId: number;
    reason: string;
    now: Date;
  },
) {
  await queries.updateDeal(tx, row.id, { status: input.status, closedReason: input.reason, updatedAt: input.now });
  await addEvent(tx, {
    dealId: row.id,
    kind: input.kind,
    side: input.side,
    companyId: input.companyId,
    userId: input.userId,
    terms: null,
    reason: input.reason,
    now: input.now,
  });
  return [row.id];
}

/** Issue 31 item 2: new terms from either side; they become the current terms. */
export function counter(db: Database, viewer: DealViewer, id: number, terms: DealTerms, now: Date) {
  const limit = { key: 'deal-counters', perHour: DEAL_COUNTERS_PER_HOUR };
  return step(
    db,
    viewer,
    id,
    now,
    async (tx, row, side, companyId) => {
      requireOpen(row);
      checkWindows(terms, row.entrySnapshot as DealEntry);
      const priceMinor = toMinorUnits(terms.price);
      await queries.updateDeal(tx, row.id, {
        ...termColumns(terms, priceMinor),
        termsBy: side,
        termsUserId: viewer.userId,
        updatedAt: now,
      });
      await addEvent(tx, {
        dealId: row.id,
        kind: 'counter',
        side,
        companyId,
        userId: viewer.userId,
        terms: storedTerms(terms, priceMinor),
        now,
      });
      return [row.id];
    },
    limit,
  );
}

/**
 * Issue 31 items 2–4: one side accepts the other side's last terms. The deal becomes a numbered transport
 * order, every other open offer on the entry is declined with a reason, and the entry is taken.
 */
export function accept(db: Database, viewer: DealViewer, id: number, now: Date) {
  return step(db, viewer, id, now, async (tx, row, side, companyId) => {
    requireOpen(row);
    if (row.termsBy === side) throw new AppError('own_terms');
    const entry = row.entryId === null ? null : await selectEntryForDeal(tx, { id: row.entryId });
    if (!entry || entry.takenAt) throw new AppError('deal_not_open');
    if (entry.loadingEndsAt < now || entry.validUntil < now) throw new AppError('entry_expired');
    const number = await queries.nextDealNumber(tx, now.getUTCFullYear());
    await queries.updateDeal(tx, row.id, { status: 'agreed', number, agreedAt: now, acceptedByUserId: viewer.userId, updatedAt: now });
    await addEvent(tx, { dealId: row.id, kind: 'accept', side, companyId, userId: viewer.userId, terms: rowTerms(row), now });
    const declined = await queries.closeOpenDealsOfEntry(tx, entry.id, row.id, 'entry_taken', now);
    for (const other of declined) {
      await addEvent(tx, {
        dealId: other,
        kind: 'decline',
        side: null,
        companyId: null,
        userId: null,
        terms: null,
        reason: 'entry_taken',
        now,
      });
    }
    await refreshReputation(tx, [row.ownerCompanyId, row.bidderCompanyId], now);
    await refreshLanePrices(tx, row.id, now);
    // Last: its entry event holds the event order lock until the commit (decision 061).
    await takeEntry(tx, entry.id, now);
    return [row.id, ...declined];
  });
}

export function decline(db: Database, viewer: DealViewer, id: number, reason: string, now: Date) {
  return step(db, viewer, id, now, async (tx, row, side, companyId) => {
    requireOpen(row);
    return close(tx, row, { kind: 'decline', status: 'declined', side, companyId, userId: viewer.userId, reason, now });
  });
}

/** Only the side that made the offer withdraws it. */
export function withdraw(db: Database, viewer: DealViewer, id: number, reason: string, now: Date) {
  return step(db, viewer, id, now, async (tx, row, side, companyId) => {
    requireOpen(row);
    if (side !== 'bidder') throw new AppError('permission_denied');
    return close(tx, row, { kind: 'withdraw', status: 'withdrawn', side, companyId, userId: viewer.userId, reason, now });
  });
}

/** An agreed deal is changed by nothing but a cancellation with a reason, which stays in its history. */
export function cancel(db: Database, viewer: DealViewer, id: number, reason: string, now: Date) {
  return step(db, viewer, id, now, async (tx, row, side, companyId) => {
    if (row.status !== 'agreed') throw new AppError('deal_not_open');
    // Decision 038: once the carrier reported the delivery the transport happened; it is disputed, not cancelled.
    if (row.deliveryState !== null) throw new AppError('deal_delivered');
    const closed = await close(tx, row, { kind: 'cancel', status: 'cancelled', side, companyId, userId: viewer.userId, reason, now });
    await refreshReputation(tx, [row.ownerCompanyId, row.bidderCompanyId], now);
    await refreshLanePrices(tx, row.id, now);
    return closed;
  });
}

/**
 * Issue 31 item 6: a deactivated company cannot act (its members are refused at sign-in and on every
 * request), and its open deals close on the transaction that deactivates it: its offers withdrawn, offers
 * on its entries declined, each with the reason and an event, and both sides told.
 */
export async function closeDealsOfCompanies(tx: Database, companyIds: number[], now: Date): Promise<void> {
  const closed = await queries.closeOpenDealsOfCompanies(tx, companyIds, 'company_deactivated', now);
  for (const deal of closed) {
    await addEvent(tx, {
      dealId: deal.id,
      kind: deal.status === 'withdrawn' ? 'withdraw' : 'decline',
      side: null,
      companyId: null,
      userId: null,
      terms: null,
      reason: 'company_deactivated',
      now,
    });
  }
  await announce(
    tx,
    closed.map((deal) => deal.id),
    now,
  );
}
