import WebSocket from 'ws';

/** The origin the test config's PUBLIC_URL allows (testConfig: http://localhost:3000). */
export const TEST_ORIGIN = 'http://localhost:3000';

export type WsMessage = { type: string; id?: number; entry_data?: { uid: string } & Record<string, unknown>; data?: unknown };

export type TestSocket = { socket: WebSocket; messages: WsMessage[]; closed: Promise<number> };

/** A real websocket client that records every message it receives. */
export function openSocket(url: string, origin = TEST_ORIGIN): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin });
    const messages: WsMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as WsMessage));
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`status ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

/** Opens a socket and authenticates it (in interface language `lang`, if given); resolves once the server said `ready`. */
export async function openAuthenticated(url: string, token: string, since?: number, lang?: string): Promise<TestSocket> {
  const client = await openSocket(url);
  client.socket.send(JSON.stringify({ type: 'auth', token, ...(since === undefined ? {} : { since }), ...(lang ? { lang } : {}) }));
  for (let waited = 0; !client.messages.some((message) => message.type === 'ready'); waited += 20) {
    if (waited > 10_000) throw new Error('no ready message');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return client;
}

/** The entry events a client received, as `type uid` lines in arrival order. */
export const entryEventsOf = (client: TestSocket) =>
  client.messages.filter((message) => message.entry_data).map((message) => `${message.type} ${message.entry_data?.uid}`);
