import { RESET_REQUEST_WINDOW_SECONDS, RESET_REQUESTS_PER_WINDOW } from '@freight/shared/accounts-constants';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import { AppError } from '../../app-error';
import * as accounts from '../users/user-accounts.queries';
import { notifySessionEnd } from '../realtime/session-ends.service';
import type { AuthContext } from './auth-context';
import { passwordResetMail } from './auth.mails';
import { hashPassword } from './passwords.service';
import { consumeResetToken, issueResetToken, resetLink } from './reset-tokens.queries';
import * as queries from './session.queries';
import * as throttle from '../../throttle';

export const RESET_REQUESTED_DETAIL = 'If that e-mail exists, a reset link has been sent.';
export const PASSWORD_RESET_DETAIL = 'Your password has been changed. You can now log in.';

/** Requests from one client address beyond this in the window answer 429 (says nothing about any account). */
const RESET_REQUESTS_PER_IP = 20;

const mailLanguage = (language: string): UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : DEFAULT_LANGUAGE;

/**
 * POST /api/auth/request-password-reset/. The answer is the same for known and unknown addresses.
 * Per address at most 5 mails in 30 minutes: beyond that the answer stays the same and no mail
 * leaves, so the limit reveals nothing either and nobody can flood a mailbox.
 */
export async function requestReset(ctx: AuthContext, email: string, ip: string): Promise<void> {
  const now = ctx.clock();
  await throttle.enforce(
    ctx.db,
    [{ key: `reset:ip:${ip}`, limit: RESET_REQUESTS_PER_IP, windowSeconds: RESET_REQUEST_WINDOW_SECONDS }],
    now,
  );
  const wait = await throttle.hit(
    ctx.db,
    [{ key: `reset:email:${email}`, limit: RESET_REQUESTS_PER_WINDOW, windowSeconds: RESET_REQUEST_WINDOW_SECONDS }],
    now,
  );
  if (wait > 0) return;
  // The answer must take the same time whether the address has an account (issue 14: known addresses
  // answered about 40% slower): the look-up, the token and the mail all happen after it.
  ctx.background.later(() => mailResetLink(ctx, email, now), 'password reset');
}

async function mailResetLink(ctx: AuthContext, email: string, now: Date): Promise<void> {
  const account = await accounts.selectAccountByEmail(ctx.db, email, now);
  if (!account?.isActive) return;
  const token = await issueResetToken(ctx.db, account.id, now);
  const lang = mailLanguage(account.language);
  ctx.background.send(
    passwordResetMail({
      to: account.email,
      lang,
      firstName: account.firstName,
      lastName: account.lastName,
      link: resetLink(ctx.publicUrl, token),
    }),
    'password reset',
  );
}

/**
 * POST /api/auth/reset-password/: a valid token sets the new password and ends every earlier
 * session of the user (all refresh tokens revoked). It does not log in.
 */
export async function resetPassword(ctx: AuthContext, token: string, newPassword: string): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    // A reset token is not a session token: an unusable one is a field error of the form, not a 401.
    const userId = await consumeResetToken(tx, token, now);
    if (userId === null) throw new AppError('validation_failed', { fields: { token: ['token_invalid'] } });
    // Hashed only for a valid token, so made-up tokens cost no argon2 time.
    await accounts.setPasswordHash(tx, userId, await hashPassword(newPassword));
    await queries.revokeAllOfUser(tx, userId, now);
    await notifySessionEnd(tx, { userId, familyIds: null, reason: 'password_reset' });
  });
}
