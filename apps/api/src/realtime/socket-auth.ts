/**
 * How a websocket proves who it is: the accounts module provides the verifier once it exists;
 * until one is registered every `auth` message is refused, so no socket ever receives events unauthenticated.
 */
export type SocketIdentity = { userId: number; companyId: number };
export type SocketTokenVerifier = (token: string) => Promise<SocketIdentity | null>;

export const refuseAllTokens: SocketTokenVerifier = () => Promise.resolve(null);
