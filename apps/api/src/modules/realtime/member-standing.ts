/**
 * The NOTIFY channel on which migration 0033's trigger names a member whose standing changed (active, role,
 * company, staff) or who was deleted, whatever code path or hand made the change: every process forgets that
 * member's kept standing at once (decision 058).
 */
export const MEMBER_STANDING_CHANNEL = 'member_standing';

/** The member's id, or null for a payload that is not one. */
export function parseMemberStanding(payload: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(payload)) return null;
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : null;
}
