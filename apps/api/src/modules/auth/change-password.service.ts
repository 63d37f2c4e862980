import type { ChangePasswordInput } from '@freight/shared/accounts';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '@freight/shared/accounts-constants';
import { AppError } from '../../app-error';
import * as accounts from '../users/user-accounts.queries';
import { notifySessionEnd } from '../realtime/session-ends.service';
import type { AuthContext } from './auth-context';
import { hashPassword, verifyPassword } from './passwords.service';
import * as queries from './session.queries';
import * as throttle from '../../throttle';

/** The member changing it and the login (refresh-token family) the request came from. */
export type PasswordChanger = { userId: number; familyId: string | null; ip: string };

/** Guessing the current password from a stolen access token is throttled as a login is. */
const changeRules = (changer: PasswordChanger): throttle.ThrottleRule[] => [
  { key: `change-password:ip:${changer.ip}`, limit: LOGIN_ATTEMPTS_PER_MINUTE, windowSeconds: 60 },
  { key: `change-password:user:${changer.userId}`, limit: LOGIN_ATTEMPTS_PER_MINUTE, windowSeconds: 60 },
];

/**
 * POST /api/auth/change-password/. A wrong current password is a field error of the form (400), so
 * the form can say which field is wrong. On success every other login of the member ends: its
 * refresh tokens are revoked and its sockets close (4401, so they find the refresh refused), while
 * the login that made the change keeps going.
 */
export async function changePassword(ctx: AuthContext, changer: PasswordChanger, input: ChangePasswordInput): Promise<void> {
  const now = ctx.clock();
  const rules = changeRules(changer);
  await throttle.enforce(ctx.db, rules, now);

  const account = await accounts.selectAccountById(ctx.db, changer.userId, now);
  if (!account) throw new AppError('token_not_valid');
  if (!(await verifyPassword(account.passwordHash, input.current_password)))
    throw new AppError('validation_failed', { fields: { current_password: ['password_incorrect'] } });

  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await accounts.setPasswordHash(tx, account.id, passwordHash);
    await queries.revokeOtherLoginsOfUser(tx, account.id, changer.familyId, now);
    await notifySessionEnd(tx, { userId: account.id, familyIds: null, keepFamilyId: changer.familyId, reason: 'password_changed' });
  });
  await throttle.release(ctx.db, rules, now);
}

export const PASSWORD_CHANGED_DETAIL = 'Your password has been changed. Your other sessions have ended.';
