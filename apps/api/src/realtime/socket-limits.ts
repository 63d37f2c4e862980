import type { WebSocket } from 'ws';

/**
 * Bounds on what one websocket may cost the server (issue 14): a reader that stops reading, a peer
 * that vanished, a client that floods.
 */

/** Close code for a client that broke the protocol's rules (RFC 6455 §7.4.1: policy violation). */
export const WS_CLOSE_POLICY = 1008;

/** Close code for a message the server could not handle (RFC 6455 §7.4.1: internal error); the client reconnects. */
export const WS_CLOSE_SERVER_ERROR = 1011;

/** A client sends an `auth` message at start and on each token renewal; far more than this per second is a flood. */
export const WS_MAX_MESSAGES_PER_SECOND = 10;

/**
 * Sends unless the socket's unsent data is already past `maxBufferedBytes`: then the reader does not
 * keep up, and it is dropped (terminated; its client reconnects and catches up) instead of letting
 * the buffer grow with every event. Answers false when the socket was dropped.
 */
export function sendOrDrop(socket: WebSocket, text: string, maxBufferedBytes: number): boolean {
  if (socket.readyState !== socket.OPEN) return true;
  if (socket.bufferedAmount > maxBufferedBytes) {
    socket.terminate();
    return false;
  }
  socket.send(text);
  return true;
}

/** Counts a socket's messages per second; `over()` once it sent more than the limit within one second. */
export function messageCounter(limit = WS_MAX_MESSAGES_PER_SECOND, clock: () => number = Date.now) {
  let windowStart = clock();
  let count = 0;
  return {
    over(): boolean {
      const now = clock();
      if (now - windowStart >= 1000) {
        windowStart = now;
        count = 0;
      }
      count += 1;
      return count > limit;
    },
  };
}

/**
 * One timer for every socket of the process: each is pinged every `intervalMs`; one that did not
 * answer the previous ping with a pong is gone (a closed laptop, a dropped network) and is terminated,
 * so it stops holding memory and counting as connected. Browsers answer pings by themselves.
 */
export function createHeartbeat(intervalMs: number) {
  const sockets = new Set<WebSocket>();
  const answered = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const socket of sockets) {
      if (!answered.has(socket)) {
        sockets.delete(socket);
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return {
    watch(socket: WebSocket): void {
      sockets.add(socket);
      answered.add(socket);
      socket.on('pong', () => answered.add(socket));
      socket.on('close', () => sockets.delete(socket));
    },
    stop: () => clearInterval(timer),
  };
}
