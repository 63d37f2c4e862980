import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@freight/shared/events';
import type { RealtimeView } from '@freight/shared/realtime-views';
import { RealtimeConnection, RESTART_JITTER_MS, TOKEN_CHECK_MS, VIEWS_DEBOUNCE_MS, type ConnectionStatus } from './connection';

/** The browser's WebSocket at the edge: records what the client sends, lets the test play the server. */
class FakeSocket {
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: ServerMessage | string) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

const deleted = (id: number, uid: string): ServerMessage => ({ type: 'truck_delete', id, entry_data: { uid } });

describe('RealtimeConnection', () => {
  let sockets: FakeSocket[];
  let received: ServerMessage[];
  let statuses: ConnectionStatus[];
  let resyncs: number;
  let jsonErrors: number;
  let warnings: number;
  let sessionEnds: number;
  let token: string | null;
  let refreshOk: boolean;
  let connection: RealtimeConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    sockets = [];
    received = [];
    statuses = [];
    resyncs = jsonErrors = warnings = sessionEnds = 0;
    token = 'token-1';
    refreshOk = true;
    connection = new RealtimeConnection(
      {
        url: 'ws://localhost/ws/updates/',
        getToken: () => token,
        refreshToken: async () => {
          token = 'token-2';
          return refreshOk;
        },
        createSocket: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket as unknown as WebSocket;
        },
      },
      {
        onMessage: (message) => received.push(message),
        onStatus: (status) => statuses.push(status),
        onResync: () => (resyncs += 1),
        onJsonError: () => (jsonErrors += 1),
        onGiveUpWarning: () => (warnings += 1),
        onSessionEnded: () => (sessionEnds += 1),
      },
    );
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('authenticates with its first message and hands on events, each once', () => {
    connection.start();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', token: 'token-1', views: [] }]);
    sockets[0]!.receive({ type: 'ready' });
    sockets[0]!.receive(deleted(5, 'a'));
    sockets[0]!.receive(deleted(5, 'a'));
    sockets[0]!.receive('not json');
    expect(received).toEqual([deleted(5, 'a')]);
    expect(jsonErrors).toBe(1);
    expect(statuses).toEqual(['connecting', 'live']);
    // The first ready re-reads what was read before it (issue 31 item 7).
    expect(resyncs).toBe(1);
  });

  it('passes a renewed token on over the open socket, without reconnecting or losing events', () => {
    connection.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready' });
    token = 'token-renewed';
    vi.advanceTimersByTime(TOKEN_CHECK_MS);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent).toEqual([
      { type: 'auth', token: 'token-1', views: [] },
      { type: 'auth', token: 'token-renewed' },
    ]);
    sockets[0]!.receive(deleted(9, 'b'));
    expect(received).toEqual([deleted(9, 'b')]);
    // An unchanged token is not sent again.
    vi.advanceTimersByTime(TOKEN_CHECK_MS);
    expect(sockets[0]!.sent).toHaveLength(2);
  });

  it('reconnects after a drop with a growing delay, asks for what it missed and re-syncs', async () => {
    connection.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready' });
    sockets[0]!.receive(deleted(7, 'a'));
    sockets[0]!.close(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.close(1006);
    await vi.advanceTimersByTimeAsync(900);
    expect(sockets).toHaveLength(2); // the second wait is longer (1–2 s)
    await vi.advanceTimersByTimeAsync(1100);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([{ type: 'auth', token: 'token-1', since: 7, views: [] }]);
    sockets[2]!.receive({ type: 'ready' });
    sockets[2]!.receive(deleted(8, 'b'));
    // The first ready and the reconnect's each re-read the lists (issue 31 item 7).
    expect(resyncs).toBe(2);
    expect(received).toEqual([deleted(7, 'a'), deleted(8, 'b')]);
  });

  it('reconnects within a random moment after a restart close (1012), never counting it as a failure, and catches up', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.1);
    connection.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready' });
    sockets[0]!.receive(deleted(10, 'x'));
    sockets[0]!.close(1012);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(RESTART_JITTER_MS * 0.1 - 50);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'auth', token: 'token-1', since: 10, views: [] }]);
    sockets[1]!.receive({ type: 'ready' });
    // A second restart right after: the same short jittered wait, not a growing backoff.
    random.mockReturnValue(0.9);
    sockets[1]!.close(1012);
    await vi.advanceTimersByTimeAsync(RESTART_JITTER_MS * 0.9 - 50);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(3);
    expect(warnings).toBe(0);
    // The first ready and the one after the restart.
    expect(resyncs).toBe(2);
  });

  it('warns after three failed attempts in a row', async () => {
    connection.start();
    for (let attempt = 0; attempt < 3; attempt++) {
      sockets.at(-1)!.close(1006);
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(warnings).toBe(1);
  });

  it('refreshes the session when the server refuses the token, then connects with the new one', async () => {
    connection.start();
    sockets[0]!.open();
    sockets[0]!.close(4401);
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'auth', token: 'token-2', views: [] }]);
  });

  it('stops for good when the session cannot be refreshed', async () => {
    refreshOk = false;
    connection.start();
    sockets[0]!.open();
    sockets[0]!.close(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('stopped');
  });

  it('ends the session and never reconnects when the server says the session is over (company deactivated)', async () => {
    connection.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready' });
    sockets[0]!.close(4403);
    expect(sessionEnds).toBe(1);
    expect(statuses.at(-1)).toBe('stopped');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('re-syncs the lists on a resync message, without handing it on as an event', () => {
    connection.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready' });
    expect(resyncs).toBe(1);
    sockets[0]!.receive({ type: 'resync' });
    expect(resyncs).toBe(2);
    expect(received).toEqual([]);
  });
  const trucks = (uids: string[]): RealtimeView => ({
    kind: 'list',
    form_type: 'truck',
    my: false,
    filters: { loading_country: 'RO' },
    uids,
  });

  it("sends the views with a new socket's auth, then each change once, after a short pause (issue 30 item 1)", () => {
    connection.setViews([trucks([])]);
    connection.start();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', token: 'token-1', views: [trucks([])] }]);
    sockets[0]!.receive({ type: 'ready' });
    // Pages of a list load one after the other: one subscribe for the burst, the last views.
    connection.setViews([trucks(['a'])]);
    connection.setViews([trucks(['a', 'b'])]);
    vi.advanceTimersByTime(VIEWS_DEBOUNCE_MS);
    expect(sockets[0]!.sent.slice(1)).toEqual([{ type: 'subscribe', views: [trucks(['a', 'b'])] }]);
    // The same views again say nothing new.
    connection.setViews([trucks(['a', 'b'])]);
    vi.advanceTimersByTime(VIEWS_DEBOUNCE_MS);
    expect(sockets[0]!.sent).toHaveLength(2);
  });

  it('waits for ready before it subscribes, and a reconnect sends the current views with its auth', () => {
    connection.start();
    sockets[0]!.open();
    connection.setViews([trucks(['a'])]);
    vi.advanceTimersByTime(VIEWS_DEBOUNCE_MS);
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', token: 'token-1', views: [] }]);
    sockets[0]!.receive({ type: 'ready' });
    expect(sockets[0]!.sent.slice(1)).toEqual([{ type: 'subscribe', views: [trucks(['a'])] }]);
    sockets[0]!.receive({ type: 'truck_delete', id: 4, entry_data: { uid: 'a' } });
    sockets[0]!.close(1006);
    vi.advanceTimersByTime(30_000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'auth', token: 'token-1', since: 4, views: [trucks(['a'])] }]);
    sockets[1]!.receive({ type: 'ready' });
    vi.advanceTimersByTime(VIEWS_DEBOUNCE_MS);
    expect(sockets[1]!.sent).toHaveLength(1);
  });
});
