import http from 'node:http';
import type { Duplex } from 'node:stream';

export type FanoutOptions = {
  /** The `/ws/updates/` address of each API process; sockets are spread over them in turn. */
  wsUrls: string[];
  /** The site's own origin (PUBLIC_URL): the handshake's Origin must be it. */
  origin: string;
  /** Access tokens, spread over the sockets in turn (several members make several reader views). */
  tokens: string[];
  sockets: number;
  eventsPerSecond: number;
  durationSeconds: number;
  /** Publishes event `event`'s entry with this uid (the client may choose it, §3); started on schedule, never awaited before the next. */
  publish: (uid: string, event: number) => Promise<void>;
  /**
   * What each socket shows (issue 30 item 1), sent with its auth; without it the sockets never subscribe
   * and get every event. With it, `wants` says which events a socket should get: only those count.
   */
  views?: (socket: number) => unknown[];
  wants?: (socket: number, event: number) => boolean;
  /** Interface languages sent in the auth messages, spread over the sockets in turn (default: none, English). */
  languages?: string[];
  /** How many sockets open at once (default 250). */
  openBatch?: number;
  /** How long to wait after the last publish for deliveries still under way (default 15 s). */
  drainMs?: number;
  /** Called when publishing starts (every socket ready) and when counting is done, e.g. to sample the servers' CPU in between. */
  onPhase?: (phase: 'publishing' | 'done') => void;
};

export type FanoutResult = {
  sockets: number;
  eventsPerSecond: number;
  /** Events published (successful or not). */
  events: number;
  /**
   * Delay from a publish request's start to the event's arrival, over all (socket, event) pairs that
   * arrived, in ms (0.1 ms steps; a minute or more counts as 60000).
   */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** (socket, event) pairs that never arrived, failed publishes and dropped sockets included. */
  missing: number;
  /** The publish request's own duration, 99th percentile, ms. */
  publishP99: number;
  publishErrors: number;
  /** Sockets the server closed during the run (a reader that did not keep up is dropped). */
  closedSockets: number;
  /** The same event twice on one socket (must be 0). */
  duplicates: number;
  /** Whether the sockets subscribed (`views`), and events a subscribed socket got that it did not want (must be 0). */
  subscribed: boolean;
  unwanted: number;
};

/** Delays are counted in a histogram of 0.1 ms buckets up to a minute; later ones land in the last bucket. */
const BUCKET_MS = 0.1;
const BUCKETS = 600_000;
const UID_KEY = Buffer.from('"uid":"');
const UID_LENGTH = 36;
const READY = Buffer.from('{"type":"ready"');
const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client's frame (RFC 6455 §5.2): a client masks what it sends. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const head = payload.length < 126 ? 2 : 4;
  const frame = Buffer.alloc(head + 4 + payload.length);
  frame[0] = 0x80 | opcode;
  if (head === 2) frame[1] = 0x80 | payload.length;
  else {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(payload.length, 2);
  }
  const mask = crypto.getRandomValues(new Uint8Array(4));
  frame.set(mask, head);
  for (let index = 0; index < payload.length; index += 1) frame[head + 4 + index] = payload[index]! ^ mask[index & 3]!;
  return frame;
}

/** The websocket handshake (RFC 6455 §4.1) over a plain HTTP upgrade: the socket, and any bytes after the answer. */
function handshake(url: string, origin: string): Promise<{ socket: Duplex; head: Buffer }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      hostname,
      port,
      path: pathname,
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        origin,
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'),
      },
    });
    request.on('upgrade', (_response, socket, head) => resolve({ socket, head }));
    request.on('response', (response) => reject(new Error(`websocket handshake answered ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Websocket fan-out under load (issue 15 item 4): opens `sockets` authenticated websockets over the
 * processes of `wsUrls`, publishes `eventsPerSecond` entries for `durationSeconds` (each with a known
 * uid, at a fixed rate whatever the publish requests take), and measures, for every (socket, event)
 * pair, the delay from the publish request's start to the event's arrival on that socket.
 *
 * The load generator shares the machine's cores with the servers, so its clients are as lean as a
 * websocket client can be: after a plain HTTP upgrade each reads the server's frames off its TCP socket
 * (headers only, answering pings), and per event frame looks for the uid's bytes and counts a histogram
 * bucket — no JSON parse, no string of the frame, no stream or event per message. A general client
 * (ws) spends several times the CPU per message, which here would be taken from the servers measured.
 */
export async function measureFanout(options: FanoutOptions): Promise<FanoutResult> {
  const count = options.sockets;
  const events = Math.max(1, Math.round(options.eventsPerSecond * options.durationSeconds));
  const uids = Array.from({ length: events }, () => crypto.randomUUID());
  const eventOf = new Map<string, number>(uids.map((uid, index) => [uid, index]));
  const publishedAt = new Float64Array(events).fill(Number.NaN);
  const seen = new Uint8Array(count * events);
  const histogram = new Uint32Array(BUCKETS);
  let delivered = 0;
  let duplicates = 0;
  let unwanted = 0;
  let maxDelay = 0;
  let closedSockets = 0;
  let finished = false;

  const sockets: Duplex[] = [];
  const open = async (index: number) => {
    const { socket, head } = await handshake(options.wsUrls[index % options.wsUrls.length]!, options.origin);
    sockets[index] = socket;
    const row = index * events;
    const lang = options.languages?.length ? options.languages[index % options.languages.length] : undefined;
    const views = options.views?.(index);
    const auth = {
      type: 'auth',
      token: options.tokens[index % options.tokens.length],
      ...(lang ? { lang } : {}),
      ...(views ? { views } : {}),
    };
    let ready = false;
    let rest: Buffer | null = null;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket ${index} not ready within 60 s`)), 60_000);
      const onText = (data: Buffer, start: number, end: number, now: number) => {
        if (!ready) {
          if (end - start >= READY.length && data.compare(READY, 0, READY.length, start, start + READY.length) === 0) {
            ready = true;
            clearTimeout(timer);
            resolve();
          }
          return;
        }
        const at = data.indexOf(UID_KEY, start);
        if (at < 0 || at + UID_KEY.length + UID_LENGTH > end) return;
        const event = eventOf.get(data.toString('latin1', at + UID_KEY.length, at + UID_KEY.length + UID_LENGTH));
        if (event === undefined) return;
        if (options.wants && !options.wants(index, event)) {
          unwanted += 1;
          return;
        }
        if (seen[row + event]) {
          duplicates += 1;
          return;
        }
        seen[row + event] = 1;
        delivered += 1;
        const delay = now - publishedAt[event]!;
        if (delay > maxDelay) maxDelay = delay;
        histogram[Math.min(BUCKETS - 1, Math.max(0, Math.floor(delay / BUCKET_MS)))]! += 1;
      };
      // The server's frames are never masked nor fragmented; a frame may span chunks.
      const onData = (chunk: Buffer) => {
        const now = performance.now();
        const data: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
        let offset = 0;
        for (;;) {
          if (data.length - offset < 2) break;
          const opcode = data[offset]! & 0x0f;
          let length = data[offset + 1]! & 0x7f;
          let head = 2;
          if (length === 126) {
            if (data.length - offset < 4) break;
            length = data.readUInt16BE(offset + 2);
            head = 4;
          } else if (length === 127) {
            if (data.length - offset < 10) break;
            length = Number(data.readBigUInt64BE(offset + 2));
            head = 10;
          }
          const start = offset + head;
          const end = start + length;
          if (end > data.length) break;
          if (opcode === OPCODE_TEXT) onText(data, start, end, now);
          else if (opcode === OPCODE_PING) socket.write(clientFrame(OPCODE_PONG, data.subarray(start, end)));
          else if (opcode === OPCODE_CLOSE) socket.end();
          offset = end;
        }
        rest = offset < data.length ? data.subarray(offset) : null;
      };
      socket.on('data', onData);
      socket.on('close', () => {
        clearTimeout(timer);
        if (!ready) reject(new Error(`socket ${index} closed before ready`));
        else if (!finished) closedSockets += 1;
      });
      socket.on('error', (error) => {
        clearTimeout(timer);
        if (!ready) reject(error);
      });
      socket.write(clientFrame(OPCODE_TEXT, Buffer.from(JSON.stringify(auth))));
      if (head.length > 0) onData(head);
    });
  };

  try {
    // In batches: thousands of handshakes and token checks at once would only queue up.
    const batch = options.openBatch ?? 250;
    for (let first = 0; first < count; first += batch) {
      await Promise.all(Array.from({ length: Math.min(batch, count - first) }, (_, offset) => open(first + offset)));
    }
    // The stats that follow `ready` and the sockets' first pings settle before the clock starts.
    await sleep(1000);

    const publishTimes: number[] = [];
    let publishErrors = 0;
    let firstError: unknown;
    const publishes: Promise<void>[] = [];
    options.onPhase?.('publishing');
    const start = performance.now();
    for (let event = 0; event < events; event += 1) {
      const wait = start + (event * 1000) / options.eventsPerSecond - performance.now();
      if (wait > 1) await sleep(wait);
      const started = performance.now();
      publishedAt[event] = started;
      publishes.push(
        options.publish(uids[event]!, event).then(
          () => void publishTimes.push(performance.now() - started),
          (error: unknown) => {
            publishErrors += 1;
            firstError ??= error;
          },
        ),
      );
    }
    await Promise.all(publishes);
    if (publishErrors > 0) console.warn(`[ws-fanout] ${publishErrors} publishes failed, the first: ${String(firstError)}`);

    // Until every socket has every event, or nothing more arrived for a while.
    let expected = count * events;
    if (options.wants) {
      expected = 0;
      for (let socket = 0; socket < count; socket += 1)
        for (let event = 0; event < events; event += 1) if (options.wants(socket, event)) expected += 1;
    }
    const deadline = performance.now() + (options.drainMs ?? 15_000);
    let last = delivered;
    let quietSince = performance.now();
    while (delivered < expected && performance.now() < deadline && performance.now() - quietSince < 3000) {
      await sleep(100);
      if (delivered !== last) {
        last = delivered;
        quietSince = performance.now();
      }
    }

    options.onPhase?.('done');
    publishTimes.sort((a, b) => a - b);
    const percentile = (p: number) => {
      if (delivered === 0) return Number.NaN;
      const rank = Math.min(delivered, Math.max(1, Math.ceil((p / 100) * delivered)));
      let total = 0;
      for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
        total += histogram[bucket]!;
        if (total >= rank) return (bucket + 1) * BUCKET_MS;
      }
      return maxDelay;
    };
    return {
      sockets: count,
      eventsPerSecond: options.eventsPerSecond,
      events,
      p50: percentile(50),
      p95: percentile(95),
      p99: percentile(99),
      max: maxDelay,
      missing: expected - delivered,
      publishP99: publishTimes[Math.min(publishTimes.length - 1, Math.ceil(0.99 * publishTimes.length) - 1)] ?? Number.NaN,
      publishErrors,
      closedSockets,
      duplicates,
      subscribed: options.views !== undefined,
      unwanted,
    };
  } finally {
    finished = true;
    for (const socket of sockets) socket?.destroy();
  }
}
