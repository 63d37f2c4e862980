/**
 * Protected company data (issue 33) as the change-requests module reads and writes it (decision 030:
 * the companies table is this module's): the current values, an approved request's effect, and the
 * "verified since" / change warning partners see.
 */
export {
  COMPANY_PROTECTED_FIELDS,
  applyProtectedValues,
  selectContactTrust,
  selectProtectedValues,
  type CompanyProtectedField,
} from './company-protected.queries';
export { presentTrust } from './company-trust';
