/**
 * What other modules use of auth (decision 024): the password hash of accounts they create (demo
 * data) and the set-password link of accounts staff approve or admins invite. The rules stay in
 * their files here; this is the one file of auth another module may import.
 */
export { hashPassword } from './passwords';
export { issueResetToken, resetLink } from './reset-tokens';
