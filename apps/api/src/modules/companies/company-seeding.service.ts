// Companies written as given, for the demo data (decision 030: the companies table is this module's to write).
export { insertCompany, type CompanyInsert } from './company-seeding.queries';
