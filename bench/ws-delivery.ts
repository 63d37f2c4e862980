import WebSocket from 'ws';

export type DeliveryResult = {
  clients: number;
  publishes: number;
  deliveries: number;
  missing: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * The delay from a publish (the create request leaving the client) to its event reaching each of
 * `clients` websocket clients spread evenly over the processes of `wsUrls`.
 */
export async function measureDelivery(options: {
  wsUrls: string[];
  origin: string;
  token: string;
  clients: number;
  publishes: number;
  /** Publishes one entry with this uid (the client may choose it, §3). */
  publish: (uid: string) => Promise<void>;
}): Promise<DeliveryResult> {
  const sockets: WebSocket[] = [];
  // uid → client index → receive time; the publish time per uid.
  const received = new Map<string, number[]>();
  const pendingUids: string[] = [];
  const sentAt = new Map<string, number>();

  await Promise.all(
    Array.from({ length: options.clients }, (_, index) => {
      return new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(options.wsUrls[index % options.wsUrls.length]!, { origin: options.origin });
        sockets.push(socket);
        socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: options.token })));
        socket.on('message', (data) => {
          const now = performance.now();
          const text = String(data);
          if (text.startsWith('{"type":"ready"')) return resolve();
          if (!text.includes('_create"')) return;
          // Cheap match: the uid appears in the frame; no JSON parse on the hot path.
          for (const uid of pendingUids) if (text.includes(uid)) received.get(uid)?.push(now);
        });
        socket.on('error', reject);
      });
    }),
  );

  for (let i = 0; i < options.publishes; i++) {
    const started = performance.now();
    const uid = crypto.randomUUID();
    pendingUids.push(uid);
    received.set(uid, []);
    sentAt.set(uid, started);
    await options.publish(uid);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const socket of sockets) socket.terminate();

  const delays: number[] = [];
  let missing = 0;
  for (const [uid, times] of received) {
    const start = sentAt.get(uid)!;
    delays.push(...times.map((time) => time - start));
    missing += options.clients - times.length;
  }
  delays.sort((a, b) => a - b);
  return {
    clients: options.clients,
    publishes: options.publishes,
    deliveries: delays.length,
    missing,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? NaN,
  };
}
