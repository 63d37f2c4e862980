/**
 * A company's standing as staff review and change it (§1: pending until approved, deactivation,
 * subscription expiry): the companies module's writes and lists over its tables, for staff to call
 * (decision 030). Each takes the caller's `db`, a transaction where the caller's writes must stay atomic.
 */
export { activateCompany, deactivateCompany, deactivateExpired, selectCompanyStatus } from './company-standing.queries';
export {
  selectReviewCompanies,
  selectReviewDocument,
  selectReviewDocuments,
  type CompanyCursor,
  type ReviewCompanyFilter,
  type ReviewCompanyRow,
} from './company-review.queries';
