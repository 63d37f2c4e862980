import type { CompanyStatus } from './accounts-constants';

/**
 * Whether a company's paid period is over: the API's rule (apps/api staff.queries `periodOver`: the
 * end is at or before now), which also makes an approved company count as inactive.
 */
export const subscriptionExpired = (expiresAt: string, now: number): boolean => new Date(expiresAt).getTime() <= now;

/** The staff actions a company's (derived) status allows, as the staff routes accept them. */
export type StaffCompanyActions = { approve: boolean; deactivate: boolean; refuse: boolean; invite: boolean };

/**
 * §1 approval: any company that is not active can be approved (pending, deactivated, or past its
 * subscription end, which starts a new period: staff.queries `activateCompany`); an active one can be
 * deactivated; a pending registration can be refused (issue 33 item 3: the same deactivation, which
 * leaves it inactive, so its data is a signal for the next registration); only a pending one is
 * invited to onboarding (staff.service `inviteCompany`).
 */
export function staffCompanyActions(status: CompanyStatus): StaffCompanyActions {
  return { approve: status !== 'active', deactivate: status === 'active', refuse: status === 'pending', invite: status === 'pending' };
}
