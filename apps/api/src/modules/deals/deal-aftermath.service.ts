import { DELIVERY_CONFIRM_DAYS } from '@freight/shared/deal-aftermath';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { sniffFileType, type FileStorage } from '../../storage/file-storage';
import { refreshReputation } from '../reputation/reputation.service';
import { confirmUntil, dealToday, roleOf } from './deal-aftermath.present';
import * as aftermath from './deal-aftermath.queries';
import { actorOf, aftermathStep, type AftermathActor } from './deal-aftermath.step';
import { readableDeal } from './deal-detail';
import { sideOf, type DealViewer } from './deal-present';
import * as queries from './deals.queries';
import { addEvent, announce } from './deals.service';

export type DeliveryProof = { name: string; bytes: Buffer };

/** The name the other side saves the proof under ends in .pdf, the type its bytes were checked as (never a sender's .html or .exe). */
const pdfName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name.slice(0, 196)}.pdf`);

const requireRole = (row: queries.DealRow, actor: AftermathActor, role: 'carrier' | 'payer') => {
  if (roleOf(row, actor.companyId) !== role) throw new AppError('permission_denied');
};

const event = (row: queries.DealRow, actor: AftermathActor, userId: number, now: Date) => ({
  dealId: row.id,
  side: actor.side,
  companyId: actor.companyId,
  userId,
  terms: null,
  now,
});

/** The carrier reports the delivery: once, on or after the unloading date (today at the unloading place). */
function checkDeliverable(row: queries.DealRow, actor: AftermathActor, now: Date) {
  if (row.status !== 'agreed') throw new AppError('deal_not_agreed');
  requireRole(row, actor, 'carrier');
  if (row.deliveryState !== null) throw new AppError('delivery_state_conflict');
  if (dealToday(row, now) < row.unloadingDate) throw new AppError('delivery_too_early');
}

/**
 * POST /api/deals/{id}/delivered/: the proof (a PDF by its bytes) is checked and the rights are checked
 * before anything is stored; the stored file is removed again if the step fails after all.
 */
export async function markDelivered(
  deps: { db: Database; storage: FileStorage },
  viewer: DealViewer,
  id: number,
  proof: DeliveryProof | null,
  now: Date,
) {
  const { row, actor } = await actorOf(deps.db, viewer, id);
  checkDeliverable(row, actor, now);
  if (proof && sniffFileType(proof.bytes) !== 'pdf') throw new AppError('unsupported_file', { fields: { proof: ['unsupported_file'] } });
  const key = proof ? await deps.storage.put(proof.bytes, 'pdf') : null;
  const proofName = proof ? pdfName(proof.name) : null;
  try {
    return await aftermathStep(deps.db, viewer, id, now, async (tx, locked) => {
      checkDeliverable(locked, actor, now);
      await queries.updateDeal(tx, id, {
        deliveryState: 'reported',
        deliveredAt: now,
        deliveredByUserId: viewer.userId,
        deliveryProofKey: key,
        deliveryProofName: proofName,
        updatedAt: now,
      });
      await addEvent(tx, { ...event(locked, actor, viewer.userId, now), kind: 'delivered', reason: proofName ?? '' });
    });
  } catch (error) {
    if (key) await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** The payer confirms or disputes a reported delivery within 7 days of its report. */
export function settleDelivery(db: Database, viewer: DealViewer, id: number, verdict: { disputeReason: string | null }, now: Date) {
  return aftermathStep(db, viewer, id, now, async (tx, row, actor) => {
    requireRole(row, actor, 'payer');
    if (row.deliveryState !== 'reported' || row.deliveredAt === null) throw new AppError('delivery_state_conflict');
    if (now > confirmUntil(row.deliveredAt)) throw new AppError('confirm_window_closed');
    const disputed = verdict.disputeReason !== null;
    await queries.updateDeal(tx, id, {
      deliveryState: disputed ? 'disputed' : 'confirmed',
      deliverySettledAt: now,
      disputeReason: verdict.disputeReason ?? '',
      updatedAt: now,
    });
    await addEvent(tx, {
      ...event(row, actor, viewer.userId, now),
      kind: disputed ? 'delivery_disputed' : 'delivery_confirmed',
      reason: verdict.disputeReason ?? '',
    });
  });
}

const invalidDate = (field: string, code: string) => new AppError('validation_failed', { fields: { [field]: [code] } });

/** The carrier records the invoice date once, after the delivery report: not in the future, not before loading. */
export function recordInvoice(db: Database, viewer: DealViewer, id: number, invoiceDate: string, now: Date) {
  return aftermathStep(db, viewer, id, now, async (tx, row, actor) => {
    requireRole(row, actor, 'carrier');
    if (row.deliveryState === null) throw new AppError('delivery_state_conflict');
    if (row.invoiceDate !== null) throw new AppError('invoice_recorded');
    if (invoiceDate > dealToday(row, now)) throw invalidDate('invoice_date', 'date_in_future');
    if (invoiceDate < row.loadingDate) throw invalidDate('invoice_date', 'invoice_before_loading');
    await queries.updateDeal(tx, id, { invoiceDate, updatedAt: now });
    await addEvent(tx, { ...event(row, actor, viewer.userId, now), kind: 'invoiced', reason: invoiceDate });
  });
}

/** The carrier records the day the payment was received once: on or after the invoice date, not in the future. */
export function recordPayment(db: Database, viewer: DealViewer, id: number, paidDate: string, now: Date) {
  return aftermathStep(db, viewer, id, now, async (tx, row, actor) => {
    requireRole(row, actor, 'carrier');
    if (row.invoiceDate === null) throw new AppError('invoice_missing');
    if (row.paidDate !== null) throw new AppError('payment_recorded');
    if (paidDate > dealToday(row, now)) throw invalidDate('paid_date', 'date_in_future');
    if (paidDate < row.invoiceDate) throw invalidDate('paid_date', 'paid_before_invoice');
    await queries.updateDeal(tx, id, { paidDate, updatedAt: now });
    await addEvent(tx, { ...event(row, actor, viewer.userId, now), kind: 'paid', reason: paidDate });
  });
}

/** The hourly sweep: silence confirms a delivery 7 days after its report (an event without side or member). */
export async function confirmSilentDeliveries(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const confirmed = await aftermath.confirmSilentDeliveries(tx, now, DELIVERY_CONFIRM_DAYS);
    for (const deal of confirmed) {
      await addEvent(tx, {
        dealId: deal.id,
        kind: 'delivery_confirmed',
        side: null,
        companyId: null,
        userId: null,
        terms: null,
        reason: 'silence',
        now,
      });
      await refreshReputation(tx, [deal.ownerCompanyId, deal.bidderCompanyId], now);
    }
    await announce(
      tx,
      confirmed.map((deal) => deal.id),
      now,
    );
    return confirmed.length;
  });
}

/** The proof of delivery, for the deal's two companies only (anyone else gets the 404 of a missing one). */
export async function deliveryProof(db: Database, viewer: DealViewer, id: number): Promise<{ key: string; name: string }> {
  const row = await readableDeal(db, viewer, id);
  if (!sideOf(row, viewer)) throw new AppError('not_found');
  const proof = await aftermath.selectProof(db, id);
  if (!proof?.key) throw new AppError('not_found');
  return { key: proof.key, name: proof.name ?? 'delivery.pdf' };
}
