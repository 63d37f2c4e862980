/**
 * Accounts as other modules and the auth plugin use them (decision 030): sign-in reads the password
 * hash only through here, every request's standing is read and its last visit written here, and the
 * updates module moves the user's last seen update here.
 */
export {
  selectAccountByEmail,
  selectAccountById,
  setPasswordHash,
  selectStandings,
  setLastSeenAt,
  setLastSeenUpdate,
  raiseLastSeenUpdate,
  type Account,
} from './user-accounts.queries';
