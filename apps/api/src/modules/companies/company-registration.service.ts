/**
 * A company as registration writes and reads it (decision 030): the auth module's registration and
 * a pending company's correction insert and update it, with its documents, in their own transaction.
 */
export {
  selectIdentifiersTaken,
  paymentReferenceExists,
  insertPendingCompany,
  insertRegistrationDocuments,
  selectRegisteredCompany,
  selectRegistrationDocuments,
  updatePendingCompany,
  type CompanyValues,
  type RegistrationDocumentValues,
} from './company-registration.queries';
