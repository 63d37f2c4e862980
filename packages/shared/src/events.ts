import type { RealtimeStats } from './content';

/**
 * Websocket protocol of DESIGN §3, typed so that server and client agree. `since` (the id of the
 * last event the client saw) asks a reconnecting client's missed events to be sent after `ready`.
 */
export type ClientMessage = { type: 'auth'; token: string; since?: number };

export type EntryEventType = `${'truck' | 'ware'}_${'create' | 'update' | 'refresh' | 'delete'}`;

export type ServerMessage =
  | { type: 'ready' }
  | { type: 'stats'; data: RealtimeStats }
  | { type: EntryEventType; id: number; entry_data: { uid: string } & Record<string, unknown> };

/** Close code for a socket that did not authenticate. */
export const WS_CLOSE_UNAUTHENTICATED = 4401;
export const WS_AUTH_TIMEOUT_MS = 10_000;
