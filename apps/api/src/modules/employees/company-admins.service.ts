/**
 * Companies' administrators as other modules use them (decision 030: the users table is the employees
 * module's): registration inserts and corrects the one a company registers with, in its own
 * transaction, and checks that the address is free; staff and incidents mail the administrators.
 */
export {
  insertCompanyAdmin,
  selectCompanyAdmin,
  updateAdminContact,
  setAdminContact,
  selectAdminsOfCompanies,
  type AdminValues,
  type AdminOfCompanyRow,
} from './company-admins.queries';
export { emailTaken } from './employees.queries';
export { selectMembersByEmailDomain, selectMembersByPhone } from './contact-matches.queries';
