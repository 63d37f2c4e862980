/**
 * How a websocket proves who it is: by the access token of its first `auth` message (plugins/auth).
 * `familyId` (the login) and `expiresAt` (the token's end) let the hub close the socket when that
 * login ends or the token runs out without a renewal (issue 14).
 */
export type SocketIdentity = {
  userId: number;
  companyId: number | null;
  role?: 'admin' | 'employee';
  familyId?: string | null;
  expiresAt?: Date;
};
export type SocketTokenVerifier = (token: string) => Promise<SocketIdentity | null>;
