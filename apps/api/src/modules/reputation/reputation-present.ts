import {
  REPUTATION_MIN_DEALS,
  REPUTATION_MIN_RATINGS,
  REPUTATION_MONTHS,
  type CompactReputation,
  type ReputationFigure,
  type ReputationTrendMonth,
} from '@freight/shared/reputation';
import type { Window } from './reputation.queries';

/** `date` minus `months` calendar months, the day clamped to the month's last as PostgreSQL's interval does. */
export function monthsBefore(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The window of a refresh or a read at `now`: the last twelve months, today, and the trend's first month. */
export function windowAt(now: Date): Window {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (REPUTATION_MONTHS - 1), 1));
  return { now, from: monthsBefore(now, REPUTATION_MONTHS), today: isoDay(now), trendFrom: isoDay(first) };
}

/** The trend's months, oldest first, as `YYYY-MM`. */
export function trendMonths(w: Window): string[] {
  const [year, month] = w.trendFrom.split('-').map(Number) as [number, number];
  return Array.from({ length: REPUTATION_MONTHS }, (_, i) => isoDay(new Date(Date.UTC(year, month - 1 + i, 1))).slice(0, 7));
}

/** A figure with its basis; below `min` it is null and says so. */
export function figure(value: number | null, count: number, min: number, period: { from: string; to: string }): ReputationFigure {
  const enough = count >= min && value !== null;
  return { value: enough ? value : null, insufficient_data: !enough, count, ...period };
}

/** An average of integer scores to one decimal. */
export const average = (sum: number, count: number) => (count === 0 ? null : Math.round((sum * 10) / count) / 10);
/** A share in whole percent. */
export const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 100) / whole));

type CompactRow = {
  punctualitySum: number;
  punctualityCount: number;
  communicationSum: number;
  communicationCount: number;
  paymentSum: number;
  paymentCount: number;
  invoicesPaid: number;
  paidWithinTerm: number;
  overdueNow: number;
  paymentIncidentsDecided: number;
};

/** No deals yet: nothing to show, every figure insufficient. */
export const EMPTY_COMPACT: CompactRow = {
  punctualitySum: 0,
  punctualityCount: 0,
  communicationSum: 0,
  communicationCount: 0,
  paymentSum: 0,
  paymentCount: 0,
  invoicesPaid: 0,
  paidWithinTerm: 0,
  overdueNow: 0,
  paymentIncidentsDecided: 0,
};

/**
 * The badge: one rating over every criterion score received (the count is the number of ratings, each
 * has punctuality), and the share of paid invoices paid within term; each below its threshold null.
 */
export function presentCompact(row: CompactRow): CompactReputation {
  const ratings = row.punctualityCount;
  const scores = row.punctualityCount + row.communicationCount + row.paymentCount;
  const enoughRatings = ratings >= REPUTATION_MIN_RATINGS;
  const enoughPaid = row.invoicesPaid >= REPUTATION_MIN_DEALS;
  return {
    rating: {
      value: enoughRatings ? average(row.punctualitySum + row.communicationSum + row.paymentSum, scores) : null,
      count: ratings,
      insufficient_data: !enoughRatings,
    },
    paid_on_time: {
      value: enoughPaid ? percent(row.paidWithinTerm, row.invoicesPaid) : null,
      count: row.invoicesPaid,
      insufficient_data: !enoughPaid,
    },
    overdue_now: row.overdueNow,
    payment_incidents_decided: row.paymentIncidentsDecided,
  };
}

type MonthRow = { month: string; deals: number; invoicesPaid: number; medianDaysToPay: string | null };

/** Twelve months, empty ones as zero; a month's median needs REPUTATION_MIN_DEALS payments behind it. */
export function presentTrend(rows: MonthRow[], w: Window): ReputationTrendMonth[] {
  const byMonth = new Map(rows.map((row) => [row.month.slice(0, 7), row]));
  return trendMonths(w).map((month) => {
    const row = byMonth.get(month);
    const paid = row?.invoicesPaid ?? 0;
    const enough = paid >= REPUTATION_MIN_DEALS && row?.medianDaysToPay != null;
    return {
      month,
      deals: row?.deals ?? 0,
      invoices_paid: paid,
      median_days_to_pay: enough ? Number(row!.medianDaysToPay) : null,
      insufficient_data: !enough,
    };
  });
}
