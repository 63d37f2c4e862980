import type { ClientMessage, ServerMessage } from '@freight/shared/events';
import type { RealtimeView } from '@freight/shared/realtime-views';

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export type ConnectionEvents = {
  /** Every server message after `ready`, each entry event once. */
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus): void;
  /**
   * At every `ready` (the first too) and on the server's `resync`: lists already read re-read what events
   * may have missed. A list read after this `ready` is not touched (it is not read yet).
   */
  onResync(): void;
  /** A frame that is not JSON (§8 'WebSocket JSON error'). */
  onJsonError(error: unknown): void;
  /** Several attempts in a row failed (§8 'WebSocket error'). */
  onGiveUpWarning(): void;
  /** The server closed with "session over" (the member's company was deactivated): no reconnecting. */
  /** `reason`: the server's close reason (`company inactive`, `deleted` …), so the member is told why. */
  onSessionEnded(reason: string): void;
};

export type ConnectionOptions = {
  url: string;
  /** The current access token, read at each (re)connect and to renew the socket's identity. */
  getToken(): string | null;
  /** Lets the session refresh an expired token before the next attempt (4401 close). */
  refreshToken(): Promise<boolean>;
  /** The interface language, sent with each `auth`: events name their places in it (decision 015). */
  getLanguage?(): string;
  createSocket?: (url: string) => WebSocket;
};

const BACKOFF_MIN_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
const FAILURES_BEFORE_WARNING = 3;
export const TOKEN_CHECK_MS = 10_000;
const SEEN_IDS_KEPT = 2000;
/** Close codes of a socket that did not authenticate, and of a member whose session is over (shared events.ts). */
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_SESSION_ENDED = 4403;
/** A server process restarting (a deploy, issue 34): another one takes the socket, nothing failed. */
const CLOSE_SERVICE_RESTART = 1012;
/**
 * After a restart close every client of that process reconnects: each waits a random moment up to this,
 * so they spread over the other processes instead of arriving in one burst.
 */
export const RESTART_JITTER_MS = 2000;
/** A view change is sent this long after the last one (a list's pages load one after the other), within the server's message limit. */
export const VIEWS_DEBOUNCE_MS = 150;

/**
 * The member's one websocket (DESIGN §3): authenticates with its first message, reconnects with a
 * growing, jittered delay, asks for the events it missed (`since`), and drops repeated events. It tells
 * the server what the member looks at (`views`, issue 30 item 1), which sends only the entry events that
 * can change it: with each new socket's `auth`, then `subscribe` whenever the views change.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private stopped = true;
  private failures = 0;
  private connectedOnce = false;
  private lastEventId: number | undefined;
  private readonly seen = new Set<number>();
  private sentToken: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private tokenTimer: ReturnType<typeof setInterval> | undefined;
  private views: RealtimeView[] = [];
  private viewsText = '[]';
  /** The views the server holds for the open socket (null: none yet, or the socket is not ready). */
  private sentViewsText: string | null = null;
  private ready = false;
  private viewsTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly options: ConnectionOptions,
    private readonly events: ConnectionEvents,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
    // A renewed access token is passed on, so the socket keeps the member's current identity.
    this.tokenTimer = setInterval(() => {
      const token = this.options.getToken();
      if (token && token !== this.sentToken && this.socket?.readyState === WebSocket.OPEN) this.sendAuth(token, undefined);
    }, TOKEN_CHECK_MS);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.tokenTimer);
    clearTimeout(this.viewsTimer);
    this.socket?.close(1000);
    this.socket = null;
    this.events.onStatus('stopped');
  }

  private connect(): void {
    const token = this.options.getToken();
    if (!token) return this.scheduleRetry();
    this.events.onStatus(this.connectedOnce ? 'reconnecting' : 'connecting');
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    this.ready = false;
    this.sentViewsText = null;
    socket.onopen = () => this.sendAuth(token, this.lastEventId, true);
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (event.code === CLOSE_SESSION_ENDED) {
        // A new token would not help: the member may no longer use the exchange.
        this.stop();
        this.events.onSessionEnded(event.reason);
        return;
      }
      if (event.code === CLOSE_UNAUTHENTICATED) {
        void this.options.refreshToken().then((ok) => (ok ? this.scheduleRetry() : this.stop()));
        return;
      }
      if (event.code === CLOSE_SERVICE_RESTART) {
        // Not a failure: no backoff, no warning; `since` on the next auth replays what was missed.
        this.events.onStatus('reconnecting');
        this.retryTimer = setTimeout(() => this.connect(), Math.random() * RESTART_JITTER_MS);
        return;
      }
      this.scheduleRetry();
    };
  }

  /** The member switched the interface language: the open socket is told (a repeated `auth` renews it). */
  languageChanged(): void {
    const token = this.options.getToken();
    if (token && this.socket?.readyState === WebSocket.OPEN) this.sendAuth(token, undefined);
  }

  /** What the member looks at now; the server hears of a change shortly after (one message for a burst of them). */
  setViews(views: RealtimeView[]): void {
    const text = JSON.stringify(views);
    if (text === this.viewsText) return;
    this.views = views;
    this.viewsText = text;
    clearTimeout(this.viewsTimer);
    this.viewsTimer = setTimeout(() => this.sendViews(), VIEWS_DEBOUNCE_MS);
  }

  private sendViews(): void {
    if (!this.ready || this.socket?.readyState !== WebSocket.OPEN || this.sentViewsText === this.viewsText) return;
    const message: ClientMessage = { type: 'subscribe', views: this.views };
    this.sentViewsText = this.viewsText;
    this.socket.send(JSON.stringify(message));
  }

  /** A new socket's first `auth` carries the views, so that its catch-up (`since`) is filtered by them too. */
  private sendAuth(token: string, since: number | undefined, withViews = false): void {
    const lang = this.options.getLanguage?.();
    const message: ClientMessage = {
      type: 'auth',
      token,
      ...(since === undefined ? {} : { since }),
      ...(lang ? { lang } : {}),
      ...(withViews ? { views: this.views } : {}),
    };
    if (withViews) this.sentViewsText = this.viewsText;
    this.sentToken = token;
    this.socket?.send(JSON.stringify(message));
  }

  private receive(data: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch (error) {
      this.events.onJsonError(error);
      return;
    }
    if (message.type === 'ready') {
      this.failures = 0;
      this.ready = true;
      // Views that changed while the socket authenticated.
      this.sendViews();
      this.events.onStatus('live');
      // The first `ready` too (issue 31 item 7): an entry, deal or message published between a list's read
      // and the socket's first authentication has no event for this socket (the hub sends only to
      // authenticated sockets), and a reconnect's `since` replay covers entry events only.
      this.events.onResync();
      this.connectedOnce = true;
      return;
    }
    // Entries came or went without entry events (a company deactivated or re-approved): lists re-read.
    if (message.type === 'resync') {
      this.events.onResync();
      return;
    }
    if ('id' in message) {
      if (this.seen.has(message.id)) return;
      this.seen.add(message.id);
      if (this.seen.size > SEEN_IDS_KEPT) this.seen.delete(this.seen.values().next().value!);
      this.lastEventId = Math.max(this.lastEventId ?? 0, message.id);
    }
    this.events.onMessage(message);
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.failures += 1;
    if (this.failures === FAILURES_BEFORE_WARNING) this.events.onGiveUpWarning();
    this.events.onStatus('reconnecting');
    const base = Math.min(BACKOFF_MIN_MS * 2 ** (this.failures - 1), BACKOFF_MAX_MS);
    this.retryTimer = setTimeout(() => this.connect(), base / 2 + Math.random() * (base / 2));
  }
}
