import type { RealtimeStats } from './content';
import type { Deal, DealMessage } from './deals';
import type { Entry } from './entries';
import type { RealtimeView } from './realtime-views';

/**
 * Websocket protocol of DESIGN §3, typed so that server and client agree. `since` (the id of the
 * last event the client saw) asks a reconnecting client's missed events to be sent after `ready`;
 * `lang`, the interface language, names the events' places (an `auth` message sent again changes it).
 */
export type ClientMessage =
  | { type: 'auth'; token: string; since?: number; lang?: string; views?: RealtimeView[] }
  /** What the socket shows from now on (issue 30 item 1): only the entry events that can change it are sent. */
  | { type: 'subscribe'; views: RealtimeView[] };

export type EntryEventType = `${'truck' | 'ware'}_${'create' | 'update' | 'refresh' | 'delete'}`;

export type ServerMessage =
  | { type: 'ready' }
  | { type: 'stats'; data: RealtimeStats }
  /** Entries came or went without an entry event (a company deactivated or re-approved): lists re-read. */
  | { type: 'resync' }
  | { type: EntryEventType; id: number; entry_data: { uid: string } & Record<string, unknown> }
  /**
   * A new, refreshed or changed entry matches one of the member's active search agents (issue 17): sent
   * once to each of that member's sockets, never for the member's own company's entries.
   */
  | { type: 'agent_match'; agent_id: number; entry_data: Entry }
  /**
   * A deal changed (offer, counter, acceptance, decline, withdrawal, cancellation; issue 31), sent to the
   * members of its two companies only, each side's view. `deal` is null when it was too large to carry:
   * the client re-reads deal `deal_id`. `unread` is not carried (it is each member's own).
   */
  | { type: 'deal_update'; deal_id: number; deal: Deal | null }
  /** A new message in a deal's conversation, to both companies' members; null when too large to carry (re-read). */
  | { type: 'deal_message'; deal_id: number; message: DealMessage | null }
  /** A `subscribe` (or an `auth`'s views) the server could not read: the socket shows no entry events until a valid one. */
  | { type: 'error'; code: 'validation_error'; detail: string };

/** Close code for a socket that did not authenticate. */
export const WS_CLOSE_UNAUTHENTICATED = 4401;
/** Close code for a socket whose member may no longer use the exchange (company deactivated): the session is over. */
export const WS_CLOSE_SESSION_ENDED = 4403;
export const WS_AUTH_TIMEOUT_MS = 10_000;
