import { z } from 'zod';

/** §4 and §9 expiry hints: the dashboard counts trucks expiring within 6 h and 24 h, wares within 4 h and 24 h. */
export const EXPIRY_WINDOWS_HOURS = { truck: { short: 6, long: 24 }, ware: { short: 4, long: 24 } } as const;

const count = z.number().int().nonnegative();

export const truckCountsSchema = z
  .object({ total: count, views: count, expiring_6h: count, expiring_24h: count })
  .meta({ id: 'DashboardTruckCounts' });

export const wareCountsSchema = z
  .object({ total: count, views: count, expiring_4h: count, expiring_24h: count })
  .meta({ id: 'DashboardWareCounts' });

/**
 * §2 /dashboard home cards for the caller's company: its live entries of each form type, the sum
 * of their views, and how many of them expire within the §9 windows.
 */
export const dashboardCountsSchema = z.object({ trucks: truckCountsSchema, wares: wareCountsSchema }).meta({ id: 'DashboardCounts' });
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
