/**
 * The administrator a company registers with (decision 030): registration inserts and corrects it in
 * its own transaction, and checks that the address is free, through here.
 */
export { insertCompanyAdmin, selectCompanyAdmin, updateAdminContact, type AdminValues } from './company-admin.queries';
export { emailTaken } from './employees.queries';
