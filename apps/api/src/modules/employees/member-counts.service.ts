/** The members the realtime stats count (decision 030: the users table is the employees module's). */
export { countMembersSeenSince } from './member-counts.queries';
