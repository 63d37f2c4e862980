import { timeZoneOfCountry } from '@freight/shared/country-time-zones';
import {
  DELIVERY_CONFIRM_DAYS,
  RATING_EDIT_HOURS,
  RATING_WINDOW_DAYS,
  type DealAftermath,
  type DealRating,
} from '@freight/shared/deal-aftermath';
import type { DealAction, DealEntry, DealSide } from '@freight/shared/deals';
import { localDateIn } from '@freight/shared/zoned-time';
import type { DealRow } from './deals.queries';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A rating as the deal row carries it (at most two per deal, one per side). */
export type RatingRow = {
  id: number;
  raterCompanyId: number;
  ratedCompanyId: number;
  punctuality: number;
  communication: number;
  payment: number | null;
  comment: string;
  createdAt: string;
  updatedAt: string;
  replyText: string | null;
  repliedAt: string | null;
};

/**
 * Decision 038: every calendar-date rule of a deal (delivery on or after the unloading date, dates not in
 * the future, overdue) reads "today" at the unloading place, as the entry's own dates do (decision 011);
 * a country without a known zone reads UTC.
 */
export function dealToday(row: Pick<DealRow, 'entrySnapshot'>, now: Date): string {
  const zone = timeZoneOfCountry((row.entrySnapshot as DealEntry).unloading.country) ?? 'UTC';
  return localDateIn(now, zone);
}

/** Whole days from one calendar date to another (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const confirmUntil = (deliveredAt: Date) => new Date(deliveredAt.getTime() + DELIVERY_CONFIRM_DAYS * DAY_MS);
export const ratingUntil = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RATING_WINDOW_DAYS * DAY_MS);
export const ratingEditableUntil = (createdAt: Date) => new Date(createdAt.getTime() + RATING_EDIT_HOURS * HOUR_MS);

/** The carrier's or the payer's side of the deal, or null for anyone else. */
export function roleOf(row: Pick<DealRow, 'carrierCompanyId' | 'payerCompanyId'>, companyId: number | null): 'carrier' | 'payer' | null {
  if (companyId !== null && companyId === row.carrierCompanyId) return 'carrier';
  if (companyId !== null && companyId === row.payerCompanyId) return 'payer';
  return null;
}

/** The invoice's due date: its date plus the payment term (null until invoiced). */
export const dueDateOf = (row: Pick<DealRow, 'invoiceDate' | 'paymentTermDays'>) =>
  row.invoiceDate ? addDays(row.invoiceDate, row.paymentTermDays) : null;

/** Due date, days to pay, lateness and overdue of the invoice; exactly the term is on time. */
export function paymentFigures(row: Pick<DealRow, 'invoiceDate' | 'paidDate' | 'paymentTermDays'>, today: string) {
  const dueDate = dueDateOf(row);
  const daysToPay = row.invoiceDate && row.paidDate ? daysBetween(row.invoiceDate, row.paidDate) : null;
  const overdueDays = dueDate && !row.paidDate ? Math.max(0, daysBetween(dueDate, today)) : 0;
  return {
    dueDate,
    daysToPay,
    late: daysToPay === null ? null : daysToPay > row.paymentTermDays,
    overdue: overdueDays > 0,
    overdueDays,
  };
}

/** An agreed deal's invoice unpaid past its due date, today at the unloading place (what `aftermath.overdue` says). */
export const invoiceOverdue = (row: DealRow, now: Date) => row.status === 'agreed' && paymentFigures(row, dealToday(row, now)).overdue;

const ratingsOf = (row: DealRow): RatingRow[] => (row.ratings as RatingRow[] | null) ?? [];

function presentRating(rating: RatingRow, row: DealRow): DealRating {
  const name = rating.raterCompanyId === row.ownerCompanyId ? row.ownerCompanyName : row.bidderCompanyName;
  return {
    id: rating.id,
    rater_company: { id: rating.raterCompanyId, name },
    rated_company_id: rating.ratedCompanyId,
    rater_role: rating.raterCompanyId === row.carrierCompanyId ? 'carrier' : 'payer',
    punctuality: rating.punctuality,
    communication: rating.communication,
    payment: rating.payment,
    comment: rating.comment,
    created_at: new Date(rating.createdAt).toISOString(),
    updated_at: new Date(rating.updatedAt).toISOString(),
    editable_until: ratingEditableUntil(new Date(rating.createdAt)).toISOString(),
    reply:
      rating.replyText === null || rating.repliedAt === null
        ? null
        : { text: rating.replyText, replied_at: new Date(rating.repliedAt).toISOString() },
  };
}

/** The after-transport state of an agreed (or delivered, then cancelled before) deal; null for the others. */
export function presentAftermath(row: DealRow, now: Date): DealAftermath | null {
  if (row.agreedAt === null || row.carrierCompanyId === null || row.payerCompanyId === null) return null;
  const figures = paymentFigures(row, dealToday(row, now));
  return {
    carrier_company_id: row.carrierCompanyId,
    payer_company_id: row.payerCompanyId,
    delivery_state: row.deliveryState,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    confirm_until: row.deliveredAt ? confirmUntil(row.deliveredAt).toISOString() : null,
    delivery_settled_at: row.deliverySettledAt?.toISOString() ?? null,
    proof_name: row.deliveryProofName,
    dispute_reason: row.disputeReason,
    invoice_date: row.invoiceDate,
    due_date: figures.dueDate,
    paid_date: row.paidDate,
    days_to_pay: figures.daysToPay,
    late: figures.late,
    overdue: row.status === 'agreed' && figures.overdue,
    overdue_days: row.status === 'agreed' ? figures.overdueDays : 0,
    ratings: ratingsOf(row).map((rating) => presentRating(rating, row)),
  };
}

/** Decision 038: what the caller's side may do after the transport of an agreed deal, now. */
export function aftermathActions(row: DealRow, side: DealSide | null, companyId: number | null, now: Date): DealAction[] {
  if (row.status !== 'agreed' || !side) return [];
  const role = roleOf(row, companyId);
  const today = dealToday(row, now);
  const actions: DealAction[] = [];
  const delivered = row.deliveryState !== null && row.deliveredAt !== null;
  if (role === 'carrier') {
    if (!delivered && today >= row.unloadingDate) actions.push('deliver');
    if (delivered && row.invoiceDate === null) actions.push('invoice');
    if (row.invoiceDate !== null && row.paidDate === null) actions.push('record_payment');
    if (paymentFigures(row, today).overdue) actions.push('report_payment_incident');
  }
  if (role === 'payer' && row.deliveryState === 'reported' && row.deliveredAt && now <= confirmUntil(row.deliveredAt)) {
    actions.push('confirm_delivery', 'dispute_delivery');
  }
  if (delivered && row.deliveredAt && now <= ratingUntil(row.deliveredAt)) {
    const own = ratingsOf(row).find((rating) => rating.raterCompanyId === companyId);
    if (!own || (own.replyText === null && now <= ratingEditableUntil(new Date(own.createdAt)))) actions.push('rate');
  }
  if (ratingsOf(row).some((rating) => rating.ratedCompanyId === companyId && rating.replyText === null)) actions.push('reply_rating');
  return actions;
}
