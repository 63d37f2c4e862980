/**
 * Members of companies as other modules read them whole (decision 030: the users table is the
 * employees module's): the administrators staff and incidents mail, and the members seen lately that
 * the realtime stats count.
 */
export { selectAdminsOfCompanies, type AdminOfCompanyRow } from './admins-of-companies.queries';
export { countMembersSeenSince } from './member-counts.queries';
