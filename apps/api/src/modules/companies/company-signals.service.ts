/** What staff's registration signals (issue 33) read of companies and their documents (decision 030). */
export {
  selectInactiveCompanies,
  selectInactiveMatches,
  selectOwnDocumentHashes,
  selectSameDocuments,
  selectSignalSubject,
  type SignalSubject,
} from './company-signals.queries';
