/**
 * An event's entry as its own company and as other companies read it. Issue 33: how often an entry was reported
 * gone is told to its own company only. Issue 33 item 4: other companies get the notes without the contacts staff
 * have not cleared; no one gets both. Every message to another company's reader goes through `forOthers` (the
 * hub's entry events and the search agents' matches alike).
 */
export function entryReadings<T extends Record<string, unknown>>(named: T): { own: T; forOthers: T } {
  const {
    gone_reports: goneReports,
    notes_for_others: masked,
    ...rest
  } = named as T & {
    gone_reports?: unknown;
    notes_for_others?: unknown;
  };
  // Both are the entry less what their reader may not read: the entry's type still describes them.
  return {
    own: (goneReports === undefined ? rest : { ...rest, gone_reports: goneReports }) as T,
    forOthers: (typeof masked === 'string' ? { ...rest, notes: masked } : rest) as T,
  };
}
