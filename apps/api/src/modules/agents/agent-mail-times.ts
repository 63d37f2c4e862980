import { AGENT_INSTANT_MAIL_MINUTES, type AgentEmailAlerts } from '@freight/shared/agents';
import { localDateIn, zonedDateTimeToInstant } from '@freight/shared/zoned-time';

/** At most one mail per agent in this window (issue 17 item 3, as the new-entry digests). */
export const INSTANT_MAIL_WINDOW_MS = AGENT_INSTANT_MAIL_MINUTES * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (hour: number) => String(hour).padStart(2, '0');

/** The first moment after `now` at which the clock of `zone` shows `hour`:00 (summer time included, through Intl). */
export function nextLocalHour(now: Date, hour: number, zone: string): Date {
  const today = localDateIn(now, zone);
  for (let days = 0; days <= 2; days++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const at = zonedDateTimeToInstant(date, `${pad(hour)}:00`, zone);
    if (at > now) return at;
  }
  throw new Error('no next local hour');
}

/**
 * When an agent may mail next, from `now` (a new choice, or the mail just sent): a daily mail at its next
 * local hour; an instant one at once (null: as soon as something matches), the 15-minute wait being set
 * only after a mail went out.
 */
export function nextMailAt(
  settings: { emailAlerts: AgentEmailAlerts; emailHour: number | null; timeZone: string },
  now: Date,
): Date | null {
  if (settings.emailAlerts !== 'daily' || settings.emailHour === null) return null;
  return nextLocalHour(now, settings.emailHour, settings.timeZone);
}
