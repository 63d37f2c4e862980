import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE_UNAUTHENTICATED } from '@freight/shared/events';
import { useTestApp } from '../../test/use-test-app';
import { siteOrigins } from './updates-socket.routes';
import { WS_CLOSE_SERVER_ERROR } from './socket-limits';

const ORIGIN = 'http://localhost:3000';

function open(url: string, origin: string): Promise<{ socket: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin });
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`status ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

describe('websocket /ws/updates/', () => {
  const ctx = useTestApp({
    verifySocketToken: (token) =>
      token === 'database-down'
        ? Promise.reject(new Error('database unavailable'))
        : Promise.resolve(token === 'good-token' ? { userId: 1, companyId: 1 } : null),
  });
  let url: string;
  beforeAll(async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws/updates/`;
  });

  it('refuses a handshake from another origin', async () => {
    await expect(open(url, 'https://evil.example')).rejects.toThrow('status 403');
  });

  it('accepts the other loopback name of a local install, never another port or host', async () => {
    const local = await open(url, 'http://127.0.0.1:3000');
    local.socket.close();
    await expect(open(url, 'http://127.0.0.1:3001')).rejects.toThrow('status 403');
    expect([...siteOrigins('https://exchange.example')]).toEqual(['https://exchange.example']);
  });

  it('answers ready, then the realtime stats, to a valid auth message', async () => {
    const client = await open(url, ORIGIN);
    client.socket.send(JSON.stringify({ type: 'auth', token: 'good-token' }));
    await expect.poll(() => client.messages.map((message) => (message as { type: string }).type)).toEqual(['ready', 'stats']);
    client.socket.close();
  });

  it('closes with 4401 on a bad token', async () => {
    const client = await open(url, ORIGIN);
    client.socket.send(JSON.stringify({ type: 'auth', token: 'forged' }));
    expect(await client.closed).toBe(WS_CLOSE_UNAUTHENTICATED);
    expect(client.messages).toEqual([]);
  });

  it('closes with 4401 when the first message is not auth', async () => {
    const client = await open(url, ORIGIN);
    client.socket.send('not json');
    expect(await client.closed).toBe(WS_CLOSE_UNAUTHENTICATED);
  });

  it('closes with 1011 when the member cannot be read (database down), and the server goes on', async () => {
    const client = await open(url, ORIGIN);
    client.socket.send(JSON.stringify({ type: 'auth', token: 'database-down' }));
    expect(await client.closed).toBe(WS_CLOSE_SERVER_ERROR);
    const next = await open(url, ORIGIN);
    next.socket.send(JSON.stringify({ type: 'auth', token: 'good-token' }));
    await expect.poll(() => next.messages.map((message) => (message as { type: string }).type)).toContain('ready');
    next.socket.close();
  });
});
