// Accounts written in bulk, for the demo data (decision 030: the users table is this module's to write).
export { hasAnyUser, insertUsers, type UserInsert } from './user-seeding.queries';
