import type { Database } from '../../db/client';
import * as throttle from '../../throttle';

/** Accepted registrations from one client address per hour. */
export const REGISTRATIONS_PER_IP_PER_HOUR = 10;
/**
 * Attempts of any outcome from one address per hour: a ceiling against floods only, high enough
 * that one office correcting typos (each a refused attempt) never reaches it.
 */
export const REGISTRATION_ATTEMPTS_PER_IP_PER_HOUR = 100;

const HOUR_SECONDS = 3600;

const acceptedRule = (ip: string): throttle.ThrottleRule => ({
  key: `register:ip:${ip}`,
  limit: REGISTRATIONS_PER_IP_PER_HOUR,
  windowSeconds: HOUR_SECONDS,
});
const attemptRule = (ip: string): throttle.ThrottleRule => ({
  key: `register-attempt:ip:${ip}`,
  limit: REGISTRATION_ATTEMPTS_PER_IP_PER_HOUR,
  windowSeconds: HOUR_SECONDS,
});

/**
 * Runs one registration under the per-address limits. Both counters are taken before `register`
 * reads the upload (a flood never gets as far as buffering files, and parallel attempts cannot
 * slip past the limit together); an attempt that is not accepted (a field error, a conflict, the
 * limit itself) gives its place among the accepted ones back, so typos do not lock an office out.
 */
export async function withRegistrationAllowance<T>(db: Database, ip: string, now: Date, register: () => Promise<T>): Promise<T> {
  const accepted = [acceptedRule(ip)];
  try {
    await throttle.enforce(db, [...accepted, attemptRule(ip)], now);
    return await register();
  } catch (error) {
    await throttle.release(db, accepted, now);
    throw error;
  }
}

/**
 * The onboarding correction (`POST /api/company/{tid}/pending-update/`) needs no login, so it is
 * limited by address and by invitation (issue 14): enough for a company fixing its documents,
 * far too few to keep the server busy reading uploads.
 */
export const PENDING_UPDATES_PER_IP_PER_HOUR = 20;
export const PENDING_UPDATES_PER_INVITATION_PER_HOUR = 10;

export const pendingUpdateRules = (ip: string, tid: string): throttle.ThrottleRule[] => [
  { key: `pending-update:ip:${ip}`, limit: PENDING_UPDATES_PER_IP_PER_HOUR, windowSeconds: HOUR_SECONDS },
  { key: `pending-update:tid:${tid}`, limit: PENDING_UPDATES_PER_INVITATION_PER_HOUR, windowSeconds: HOUR_SECONDS },
];
