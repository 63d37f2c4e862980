import { fromMinorUnits, type Deal, type DealAction, type DealEntry, type DealSide, type DealTerms } from '@freight/shared/deals';
import { aftermathActions, presentAftermath } from './deal-aftermath.present';
import type { DealRow } from './deals.queries';

/** The caller as the token says (never the client): staff have no company. */
export type DealViewer = { userId: number; companyId: number | null; role: 'admin' | 'employee'; isSuperuser: boolean };

/**
 * Issue 31 item 6: administrators and employees whose entry permission allows publishing act in deals.
 * Every member role may publish entries today (§6, decision 012), so both act; a role that may only
 * read would be left out of this list. Staff read every deal and act in none.
 */
const ACTING_ROLES: readonly DealViewer['role'][] = ['admin', 'employee'];

export const mayActInDeals = (viewer: DealViewer) => !viewer.isSuperuser && viewer.companyId !== null && ACTING_ROLES.includes(viewer.role);

/** The caller's side of the deal, or null (staff, or another company). */
export function sideOf(row: { ownerCompanyId: number; bidderCompanyId: number }, viewer: { companyId: number | null }): DealSide | null {
  if (viewer.companyId === row.ownerCompanyId) return 'owner';
  if (viewer.companyId === row.bidderCompanyId) return 'bidder';
  return null;
}

/** Terms as an event keeps them: the price in minor units, exact. */
export type StoredTerms = Omit<DealTerms, 'price'> & { price_minor: number };

export const storedTerms = (terms: DealTerms, priceMinor: number): StoredTerms => {
  const { price: _price, ...rest } = terms;
  return { ...rest, price_minor: priceMinor };
};

/** The deal row's columns of a side's terms (the inverse of rowTerms), for an offer and a counter alike. */
export const termColumns = (terms: DealTerms, priceMinor: number) => ({
  priceMinor,
  priceUnit: terms.price_unit,
  currency: terms.currency,
  paymentTermDays: terms.payment_term_days,
  loadingDate: terms.loading_date,
  unloadingDate: terms.unloading_date,
  note: terms.note,
});

export const presentTerms = (terms: StoredTerms): Deal['terms'] => {
  const { price_minor: priceMinor, ...rest } = terms;
  return { ...rest, price: fromMinorUnits(priceMinor) };
};

export const rowTerms = (row: DealRow): StoredTerms => ({
  price_minor: row.priceMinor,
  price_unit: row.priceUnit,
  currency: row.currency,
  payment_term_days: row.paymentTermDays,
  loading_date: row.loadingDate,
  unloading_date: row.unloadingDate,
  note: row.note,
});

/**
 * What the caller may do now: both sides counter, decline and write; the other side of the last terms accepts;
 * the bidder withdraws; an agreed deal is cancelled until its delivery is reported, then the after-transport steps.
 */
export function actionsOf(row: DealRow, viewer: DealViewer, now: Date): DealAction[] {
  const side = sideOf(row, viewer);
  if (!side || !mayActInDeals(viewer)) return [];
  if (row.status === 'open') {
    return [
      'counter',
      ...(row.termsBy !== side ? (['accept'] as const) : []),
      'decline',
      ...(side === 'bidder' ? (['withdraw'] as const) : []),
      'message',
    ];
  }
  if (row.status === 'agreed') {
    return [...(row.deliveryState === null ? (['cancel'] as const) : []), 'message', ...aftermathActions(row, side, viewer.companyId, now)];
  }
  return ['message'];
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The deal as `viewer` sees it at `now`: its side, its actions, its unread messages, its after-transport state
 * (the payment incident filed from it is added by withPaymentIncidents, in one query for a page of deals).
 */
export function presentDeal(row: DealRow, viewer: DealViewer, now: Date): Omit<Deal, 'payment_incident'> {
  const side = sideOf(row, viewer);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    role: side === 'owner' ? 'incoming' : side === 'bidder' ? 'outgoing' : null,
    entry: row.entrySnapshot as DealEntry,
    owner_company: { id: row.ownerCompanyId, name: row.ownerCompanyName },
    bidder_company: { id: row.bidderCompanyId, name: row.bidderCompanyName },
    terms: presentTerms(rowTerms(row)),
    terms_by: row.termsBy,
    actions: actionsOf(row, viewer, now),
    closed_reason: row.closedReason,
    unread: row.unread,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    agreed_at: iso(row.agreedAt),
    aftermath: presentAftermath(row, now),
  };
}
