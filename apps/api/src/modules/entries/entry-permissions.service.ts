// Who calls and what they may do with an entry (§6): other modules name the caller of the entry reads they
// ask for, and app.ts hands the rule to the realtime hub.

/** Who calls: members only, the company and role always from the token (never from the body). */
export type Caller = { userId: number; companyId: number; role: 'admin' | 'employee' };

/**
 * §6 (decision 012): the poster and the admins of the poster's company may edit, delete and refresh an
 * entry; other employees see it read-only. A poster whose account was deleted leaves it to the admins.
 */
export function mayManage(entry: { companyId: number; userId: number | null }, caller: Caller): boolean {
  if (entry.companyId !== caller.companyId) return false;
  return caller.role === 'admin' || (entry.userId !== null && entry.userId === caller.userId);
}
