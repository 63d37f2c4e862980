import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '@freight/shared/accounts-constants';
import { WS_CLOSE_UNAUTHENTICATED } from '@freight/shared/events';
import { captureLogs, testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createUser, DEFAULT_PASSWORD, loginAs, uniqueIp } from '../../test/factories';
import { openAuthenticated, type TestSocket } from '../../test/ws-client';

const NEW_PASSWORD = 'Fresh-cargo-route-9';

/** Issue 13 item 9: a logged-in member changes the password; the other logins end, this one stays. */
describe('POST /api/auth/change-password/', () => {
  let wsUrl: string;
  const sockets: TestSocket[] = [];
  const logs = captureLogs();

  const ctx = useTestApp({ config: testConfig({ logLevel: 'info' }), logStream: logs.stream });
  beforeAll(async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `${address.replace('http', 'ws')}/ws/updates/`;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.terminate();
  });

  const changePassword = (access: string | null, payload: Record<string, unknown>, ip = uniqueIp()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password/',
      payload,
      headers: access ? { authorization: `Bearer ${access}` } : {},
      remoteAddress: ip,
    });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress: uniqueIp() });
  const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
  const connect = async (token: string) => {
    const client = await openAuthenticated(wsUrl, token);
    sockets.push(client);
    return client;
  };
  const closeOf = (client: TestSocket) =>
    new Promise<{ code: number; reason: string }>((resolve) =>
      client.socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );

  it('sets the new password, ends the other logins and their sockets, and keeps this one', async () => {
    const user = await createUser(ctx.database.db);
    const other = await loginAs(ctx.app, user.email);
    const current = await loginAs(ctx.app, user.email);
    const otherSocket = await connect(other.access);
    const currentSocket = await connect(current.access);
    const otherClosed = closeOf(otherSocket);

    const response = await changePassword(current.access, { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String) });

    expect(await otherClosed).toEqual({ code: WS_CLOSE_UNAUTHENTICATED, reason: 'password_changed' });
    expect((await refresh(other.refresh)).json()).toMatchObject({ code: 'token_not_valid' });
    expect((await refresh(current.refresh)).statusCode).toBe(200);
    expect(currentSocket.socket.readyState).toBe(WebSocket.OPEN);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong current password with a field error and changes nothing', async () => {
    const user = await createUser(ctx.database.db);
    const other = await loginAs(ctx.app, user.email);
    const current = await loginAs(ctx.app, user.email);

    const response = await changePassword(current.access, { current_password: 'Not-my-password-1', new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      request_id: expect.any(String),
      code: 'validation_failed',
      detail: expect.any(String),
      fields: { current_password: ['password_incorrect'] },
    });
    expect((await refresh(other.refresh)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['Short1!', 'password_too_short'],
    ['1234567890', 'password_entirely_numeric'],
    ['PassWord', 'password_too_common'],
    ['', 'password_required'],
  ])('applies the §5 password rules to the new password %j', async (password, code) => {
    const user = await createUser(ctx.database.db);
    const session = await loginAs(ctx.app, user.email);
    const response = await changePassword(session.access, { current_password: DEFAULT_PASSWORD, new_password: password });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: Record<string, string[]> }).fields.new_password).toContain(code);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a session or with a made-up token', async () => {
    const payload = { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD };
    const anonymous = await changePassword(null, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
    const forged = await changePassword('not-a-token', payload);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('limits guesses of the current password like logins, with Retry-After', async () => {
    const user = await createUser(ctx.database.db);
    const session = await loginAs(ctx.app, user.email);
    const guess = { current_password: 'Wrong-guess-000', new_password: NEW_PASSWORD };
    for (let n = 0; n < LOGIN_ATTEMPTS_PER_MINUTE; n++) expect((await changePassword(session.access, guess)).statusCode).toBe(400);
    const limited = await changePassword(session.access, { current_password: DEFAULT_PASSWORD, new_password: NEW_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('never writes the passwords to the log', async () => {
    const user = await createUser(ctx.database.db);
    const session = await loginAs(ctx.app, user.email);
    await changePassword(session.access, { current_password: 'Wrong-guess-123', new_password: NEW_PASSWORD });
    await changePassword(session.access, { current_password: DEFAULT_PASSWORD, new_password: 'Another-lorry-77' });
    const log = logs.lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of ['Wrong-guess-123', DEFAULT_PASSWORD, 'Another-lorry-77']) expect(log).not.toContain(secret);
  });
});
