/** Policy pages of §2 (/policy/{type}) and the API path that serves each (§7). */
export const POLICY_TYPES = ['terms', 'privacy', 'about'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const POLICY_API_PATHS: Record<PolicyType, string> = {
  terms: '/api/terms-and-conditions/',
  privacy: '/api/confidentiality-policy/',
  about: '/api/about-us/',
};

/** §9: subscription prices in EUR, paid by bank transfer. */
export const SUBSCRIPTION_PRICES_EUR = { 6: 84, 12: 168 } as const;
export const SUBSCRIPTION_MONTHS = [6, 12] as const;
export type SubscriptionMonths = (typeof SUBSCRIPTION_MONTHS)[number];

/** §1: share of each subscription paid into the risk fund, and the referral reward. */
export const RISK_FUND_PERCENT = 4;
export const REFERRAL_REWARD_PERCENT = 50;
