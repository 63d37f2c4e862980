import type { Duplex } from 'node:stream';
import * as ws from 'ws';
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

/** What ws exports beside the socket class: its frame builder (`Sender.frame`, public in ws's source, untyped in @types/ws). */
type WsFraming = {
  Sender: {
    frame(data: Buffer, options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean }): Buffer[];
  };
};
const { Sender } = ws as unknown as WsFraming;
const TEXT_OPCODE = 0x01;

/**
 * One complete websocket text frame (RFC 6455 §5.2) of `text`, built by ws's own framing: a server's
 * frames are never masked and the server negotiates no compression (plugins/websocket), so the same
 * bytes are a valid message on every socket — encoded and framed once, written to thousands.
 */
export function textFrame(text: string): Buffer {
  const parts = Sender.frame(Buffer.from(text), { fin: true, opcode: TEXT_OPCODE, mask: false, readOnly: false, rsv1: false });
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

/** ws keeps the connection's TCP socket here; frames go to it as they are. */
type WithTcpSocket = { _socket?: Duplex | null };

/**
 * Writes ready-made frames (one or several, from `textFrame`) to the socket, unless its unsent data is
 * already past `maxBufferedBytes`: then the reader does not keep up, and it is dropped (terminated; its
 * client reconnects and catches up) instead of letting the buffer grow with every event. Answers false
 * when the socket was dropped. The frames are written to ws's TCP socket directly, as ws's own sender
 * would write them (no compression, never masked): no per-socket copy, conversion or framing. What is
 * written this way counts in `bufferedAmount` like anything ws sends.
 */
export function writeOrDrop(socket: WebSocket, frames: Buffer, maxBufferedBytes: number): boolean {
  if (socket.readyState !== socket.OPEN) return true;
  if (socket.bufferedAmount > maxBufferedBytes) {
    socket.terminate();
    return false;
  }
  const tcp = (socket as unknown as WithTcpSocket)._socket;
  if (tcp) tcp.write(frames);
  return true;
}

/**
 * A socket may take ready-made frames only if no extension changes them (permessage-deflate would set
 * RSV1 and compress per socket); the websocket plugin negotiates none.
 */
export function takesFrames(socket: WebSocket): boolean {
  return socket.extensions === '' && Boolean((socket as unknown as WithTcpSocket)._socket);
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
