/** How a websocket proves who it is: by the access token of its first `auth` message (plugins/auth). */
export type SocketIdentity = { userId: number; companyId: number | null; role?: 'admin' | 'employee' };
export type SocketTokenVerifier = (token: string) => Promise<SocketIdentity | null>;
