import { timeZoneOfCountry } from './country-time-zones';
import { localDateIn, zonedDateTimeToInstant } from './zoned-time';

/**
 * §5 extended, decision 010: the dates of an entry must be plausible. They are judged at the loading
 * (or unloading) place's local date and time (decision 011), against a `now` the caller passes (the
 * API's injectable clock, the browser's clock in the form). One definition for the API service and the
 * web form (through `entryInputSchemaAt`).
 */

/** Field codes of these rules, translated by the web as `validation.<code>`. */
export const DATE_RULE_CODES = ['date_in_past', 'time_in_past', 'unloading_before_loading'] as const;
export type DateRuleCode = (typeof DATE_RULE_CODES)[number];

/** §4: a loading window without an end time lasts until this time of its last day. */
export const DAY_END_TIME = '23:59';

/** The loading dates an entry had before an edit: unchanged past dates of a live entry stay saveable. */
export type StoredLoadingDates = { date_start: string; date_end: string; time_end: string | null };

type LooseLocation = { country?: unknown; date_start?: unknown; date_end?: unknown; time_start?: unknown; time_end?: unknown };
type LooseEntry = { loading_location?: unknown; unloading_location?: unknown };

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const asLocation = (value: unknown): LooseLocation => (typeof value === 'object' && value !== null ? (value as LooseLocation) : {});

/** §4 expiry moment: the loading end date and end time (23:59 without one), in the loading place's zone. */
export function loadingEndsAt(country: string, dateEnd: string, timeEnd: string | null): Date {
  const zone = timeZoneOfCountry(country) ?? 'UTC';
  return zonedDateTimeToInstant(dateEnd, timeEnd ?? DAY_END_TIME, zone);
}

/**
 * The refused dates of an entry as `{ 'loading_location.date_start': 'date_in_past', … }`; empty when
 * plausible. Works on a partly invalid body (the form shows these beside other errors): a rule whose
 * fields are missing or malformed is skipped, their own check reports them.
 * - Loading in the past: a start or end date before today at the loading place, or a loading window
 *   that has already ended today. On an edit (`stored`), a date that was not changed is accepted, so a
 *   live entry whose loading began yesterday can still be edited.
 * - Unloading before loading: unloading may not start on an earlier day than loading starts, and the
 *   unloading window may not end (its end date and time, 23:59 without one) before loading can begin
 *   (its start date and time, 00:00 without one), each read in its own place's zone.
 */
export function entryDateIssues(entry: LooseEntry, now: Date, stored?: StoredLoadingDates | null): Record<string, DateRuleCode> {
  const issues: Record<string, DateRuleCode> = {};
  const l = asLocation(entry.loading_location);
  const u = asLocation(entry.unloading_location);
  const loadingZone = timeZoneOfCountry(l.country);
  const unloadingZone = timeZoneOfCountry(u.country);
  const loadingEndTime = isTime(l.time_end) ? l.time_end : null;

  if (loadingZone && isDate(l.date_start)) {
    const today = localDateIn(now, loadingZone);
    const dateEnd = isDate(l.date_end) && l.date_end >= l.date_start ? l.date_end : null;
    const endUnchanged = dateEnd === stored?.date_end && loadingEndTime === stored?.time_end;
    if (l.date_start < today && l.date_start !== stored?.date_start) issues['loading_location.date_start'] = 'date_in_past';
    else if (dateEnd && dateEnd < today && dateEnd !== stored?.date_end) issues['loading_location.date_end'] = 'date_in_past';
    else if (dateEnd && !endUnchanged) {
      const endsAt = zonedDateTimeToInstant(dateEnd, loadingEndTime ?? DAY_END_TIME, loadingZone);
      if (endsAt.getTime() <= now.getTime())
        issues[loadingEndTime ? 'loading_location.time_end' : 'loading_location.date_end'] = loadingEndTime
          ? 'time_in_past'
          : 'date_in_past';
    }
  }

  if (isDate(l.date_start) && isDate(u.date_start)) {
    if (u.date_start < l.date_start) issues['unloading_location.date_start'] = 'unloading_before_loading';
    else if (loadingZone && unloadingZone && isDate(u.date_end) && u.date_end >= u.date_start) {
      const unloadingTimeEnd = isTime(u.time_end) ? u.time_end : null;
      const loadingBegins = zonedDateTimeToInstant(l.date_start, isTime(l.time_start) ? l.time_start : '00:00', loadingZone);
      const unloadingEnds = zonedDateTimeToInstant(u.date_end, unloadingTimeEnd ?? DAY_END_TIME, unloadingZone);
      if (unloadingEnds.getTime() <= loadingBegins.getTime())
        issues[unloadingTimeEnd ? 'unloading_location.time_end' : 'unloading_location.date_end'] = 'unloading_before_loading';
    }
  }
  return issues;
}
