import { z } from 'zod';

/** Policy pages of §2 (/policy/{type}) and the API path that serves each (§7). */
export const POLICY_TYPES = ['terms', 'privacy', 'about'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
export const policyTypeSchema = z.enum(POLICY_TYPES);

export const POLICY_API_PATHS: Record<PolicyType, string> = {
  terms: '/api/terms-and-conditions/',
  privacy: '/api/confidentiality-policy/',
  about: '/api/about-us/',
};

export const policySectionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    last_updated: z.iso.datetime(),
  })
  .meta({ id: 'PolicySection' });
export type PolicySection = z.infer<typeof policySectionSchema>;

export const usefulLinkSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    url: z.url(),
  })
  .meta({ id: 'UsefulLink' });
export type UsefulLink = z.infer<typeof usefulLinkSchema>;

/** §3 Others: realtime stats, shown in the landing banner. */
export const realtimeStatsSchema = z
  .object({
    truck_last_24h: z.number().int().nonnegative(),
    ware_last_24h: z.number().int().nonnegative(),
    active_users: z.number().int().nonnegative(),
    available_trucks: z.number().int().nonnegative(),
    available_wares: z.number().int().nonnegative(),
  })
  .meta({ id: 'RealtimeStats' });
export type RealtimeStats = z.infer<typeof realtimeStatsSchema>;

/** §9: subscription prices, by bank transfer. */
export const SUBSCRIPTION_PRICES_EUR = { 6: 84, 12: 168 } as const;
export const SUBSCRIPTION_MONTHS = [6, 12] as const;
export type SubscriptionMonths = (typeof SUBSCRIPTION_MONTHS)[number];
/** §1: share of each subscription paid into the risk fund, and the referral reward. */
export const RISK_FUND_PERCENT = 4;
export const REFERRAL_REWARD_PERCENT = 50;

export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
