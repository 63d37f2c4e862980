/**
 * What other modules may use of the realtime module (decision 024): they record entry events in their
 * own transactions, and tell every process that a session or a company's standing changed. The hub,
 * the socket route and the plugin are composed by app.ts.
 */
export { NOTIFY_RECORDED_EVENT, recordedEventCteText, recordEntryEvent, type EntryEvent, type EntryEventInput } from './entry-events';
export { notifySessionEnd, type SessionEnd } from './session-ends';
export { notifyCompanyStatus } from './company-status';
export { notifyDeal } from './deal-notices';
