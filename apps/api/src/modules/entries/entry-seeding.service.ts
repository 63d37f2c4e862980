// Entries written as given, for the demo data (decision 030: the entries table is this module's to write).
export { insertEntries } from './entry-seeding.queries';
export type { EntryInsert } from './entries.queries';
