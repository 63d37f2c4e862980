import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ACCESS_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import { WS_CLOSE_SESSION_ENDED, WS_CLOSE_UNAUTHENTICATED } from '@freight/shared/events';
import { issueResetToken } from '../auth/reset-tokens.queries';
import { createCompany, createUser, loginAs, uniqueIp } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { TEST_ORIGIN, openAuthenticated, openSocket, type TestSocket } from '../../test/ws-client';
import { publishEntryEvent } from './entry-events.queries';
import { WS_CLOSE_POLICY } from './socket-limits';

const closeOf = (client: TestSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    client.socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );

/**
 * Issue 14 items 1 and 2: a socket lives only as long as the access it was opened with, and costs
 * the server a bounded amount: logout, password reset, deletion and an expired token close it;
 * a peer that stops answering pings, floods, or stops reading is dropped.
 */
describe('websocket access and limits', () => {
  let now = new Date();
  const ctx = useTestApp({ config: testConfig({ wsHeartbeatMs: 500 }), clock: () => now });
  let wsUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `${address.replace('http', 'ws')}/ws/updates/`;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.terminate();
  });

  const member = async () => {
    const company = await createCompany(ctx.database.db);
    return createUser(ctx.database.db, { companyId: company.id });
  };
  const connect = async (token: string) => {
    const client = await openAuthenticated(wsUrl, token);
    sockets.push(client);
    return client;
  };
  const isOpen = (client: TestSocket) => client.socket.readyState === WebSocket.OPEN;

  it('closes the socket of a login that logs out, and only that login’s', async () => {
    const user = await member();
    const first = await loginAs(ctx.app, user.email);
    const second = await loginAs(ctx.app, user.email);
    const leaving = await connect(first.access);
    const staying = await connect(second.access);
    const closed = closeOf(leaving);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: first.refresh } });
    expect(logout.statusCode).toBe(200);
    expect(await closed).toEqual({ code: WS_CLOSE_UNAUTHENTICATED, reason: 'logout' });
    expect(isOpen(staying)).toBe(true);
  });

  it('opens no socket with the access token of a login that logged out, while the token itself has minutes left', async () => {
    const user = await member();
    const gone = await loginAs(ctx.app, user.email);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: gone.refresh } });
    expect(logout.statusCode).toBe(200);
    const client = await openSocket(wsUrl);
    sockets.push(client);
    const closed = closeOf(client);
    client.socket.send(JSON.stringify({ type: 'auth', token: gone.access }));
    expect((await closed).code).toBe(WS_CLOSE_UNAUTHENTICATED);
    expect(client.messages.some((message) => message.type === 'ready')).toBe(false);
    // Another login of the same member still opens one.
    expect(isOpen(await connect((await loginAs(ctx.app, user.email)).access))).toBe(true);
  });

  it('closes every socket of a member whose password is reset', async () => {
    const user = await member();
    const clients = [
      await connect((await loginAs(ctx.app, user.email)).access),
      await connect((await loginAs(ctx.app, user.email)).access),
    ];
    const closed = clients.map(closeOf);
    const token = await issueResetToken(ctx.database.db, user.id, now);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/',
      payload: { token, new_password: 'Another-Horse-43' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    for (const close of await Promise.all(closed)) expect(close).toEqual({ code: WS_CLOSE_UNAUTHENTICATED, reason: 'password_reset' });
  });

  it('closes the socket of a deleted member with “session over”', async () => {
    const company = await createCompany(ctx.database.db);
    const admin = await createUser(ctx.database.db, { companyId: company.id, role: 'admin' });
    const employee = await createUser(ctx.database.db, { companyId: company.id, role: 'employee' });
    const client = await connect((await loginAs(ctx.app, employee.email)).access);
    const closed = closeOf(client);
    const { access } = await loginAs(ctx.app, admin.email);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/employees/${employee.id}/`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await closed).toEqual({ code: WS_CLOSE_SESSION_ENDED, reason: 'deleted' });
  });

  it('closes a socket whose token ran out, and keeps one whose token was renewed', async () => {
    const user = await member();
    const expiring = await connect((await loginAs(ctx.app, user.email)).access);
    const renewed = await connect((await loginAs(ctx.app, user.email)).access);
    const closed = closeOf(expiring);
    now = new Date(now.getTime() + (ACCESS_TOKEN_SECONDS - 60) * 1000);
    renewed.socket.send(JSON.stringify({ type: 'auth', token: (await loginAs(ctx.app, user.email)).access }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    now = new Date(now.getTime() + 120 * 1000);
    expect(await closed).toEqual({ code: WS_CLOSE_UNAUTHENTICATED, reason: 'token expired' });
    expect(isOpen(renewed)).toBe(true);
  }, 15_000);

  it('drops a peer that stops answering pings, and keeps one that answers', async () => {
    const user = await member();
    const { access } = await loginAs(ctx.app, user.email);
    const answering = await connect(access);
    const silent = new WebSocket(wsUrl, { origin: TEST_ORIGIN, autoPong: false });
    await new Promise((resolve) => silent.on('open', resolve));
    silent.send(JSON.stringify({ type: 'auth', token: access }));
    const closed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    // Terminated without a close frame: the client sees 1006 (abnormal closure).
    expect(await closed).toBe(1006);
    expect(isOpen(answering)).toBe(true);
  });

  it('closes a socket that floods with messages', async () => {
    const user = await member();
    const { access } = await loginAs(ctx.app, user.email);
    const client = await connect(access);
    const closed = closeOf(client);
    for (let index = 0; index < 50; index += 1) client.socket.send(JSON.stringify({ type: 'auth', token: access }));
    expect(await closed).toEqual({ code: WS_CLOSE_POLICY, reason: 'too many messages' });
  });
});

/** Issue 14 item 2: a reader that stops reading is dropped once its unsent data passes the bound. */
describe('websocket slow reader', () => {
  const ctx = useTestApp({ config: testConfig({ wsHeartbeatMs: 60_000, wsMaxBufferedBytes: 64 * 1024 }) });
  let wsUrl: string;

  beforeAll(async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `${address.replace('http', 'ws')}/ws/updates/`;
  });

  it('drops a reader whose unsent data grows past the bound instead of buffering without end', async () => {
    const reader = await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db)).id });
    const publisher = await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db)).id });
    const client = await openAuthenticated(wsUrl, (await loginAs(ctx.app, reader.email)).access);
    const closed = new Promise<number>((resolve) => client.socket.on('close', (code) => resolve(code)));
    // The client stops reading: the server's send buffer is all that can grow.
    (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    // Large events (read back by id, past NOTIFY's payload size) fill the kernel's socket buffers quickly.
    const padding = 'x'.repeat(100_000);
    // The paused client cannot see its socket close; the server's own list of sockets shows the drop
    // (the heartbeat is slow here, so only the send buffer's bound can drop it).
    const connected = () => ctx.app.websocketServer.clients.size;
    const before = connected();
    expect(before).toBe(1);
    let published = 0;
    while (connected() === before && published < 1000) {
      await publishEntryEvent(ctx.database.db, {
        kind: 'create',
        formType: 'truck',
        companyId: publisher.companyId!,
        entryData: { uid: `slow-${published}`, padding },
      });
      published += 1;
      if (published % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(connected()).toBe(before - 1);
    (client.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await closed).toBe(1006);
  }, 60_000);
});
