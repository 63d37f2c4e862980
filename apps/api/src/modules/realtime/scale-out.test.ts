import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry } from '@freight/shared/entries';
import type { DbHandle } from '../../db/client';
import { entryBody } from '../entries/entries.test-helpers';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { freePort, startServer, waitForHealth } from '../../test/server-process';
import { createPostgresTestDatabase } from '../../test/test-app';
import { entryEventsOf, openAuthenticated, openSocket, TEST_ORIGIN, type TestSocket } from '../../test/ws-client';

/**
 * DESIGN §4 scale-out: two API processes on one PostgreSQL. An event published through either
 * reaches the websocket clients of both, exactly once. Runs in the api-postgres project only
 * (two processes cannot share an embedded database).
 */
describe('realtime across two API processes', () => {
  let database: DbHandle;
  const processes: ChildProcess[] = [];
  const sockets: TestSocket[] = [];
  const ports: number[] = [];
  const outputs: (() => string)[] = [];
  const tokens: Record<'a' | 'b', string> = { a: '', b: '' };

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    database = created.handle;
    // Cities present: the processes skip the full import and accept the fixture's city ids.
    await seedTestCities(database.db);
    const companyA = await createCompany(database.db);
    const companyB = await createCompany(database.db);
    const userA = await createUser(database.db, { companyId: companyA.id });
    const userB = await createUser(database.db, { companyId: companyB.id });

    const env = {
      DATABASE_URL: created.url,
      // Each process's mail in its own DATA_DIR/outbox: this test reads no mail and has no SMTP server.
      MAIL_OUTBOX: '1',
      JWT_SECRET: 'scale-out-secret-scale-out-secret-0123456789',
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'warn',
    };
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const started = startServer(fs.mkdtempSync(path.join(os.tmpdir(), 'freight-scale-')), port, env);
      processes.push(started.child);
      ports.push(port);
      outputs.push(started.output);
    }
    await Promise.all(
      ports.map((port, index) =>
        waitForHealth(port, 90_000).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${outputs[index]?.()}`))),
      ),
    );
    for (const [key, email] of [
      ['a', userA.email],
      ['b', userB.email],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
      });
      tokens[key] = ((await response.json()) as { access: string }).access;
    }
  }, 150_000);

  afterAll(async () => {
    for (const client of sockets) client.socket.close();
    for (const child of processes) child.kill('SIGKILL');
    await database?.close();
  });

  const wsUrl = (index: number) => `ws://127.0.0.1:${ports[index]}/ws/updates/`;
  const connect = async (index: number, key: 'a' | 'b', since?: number) => {
    const client = await openAuthenticated(wsUrl(index), tokens[key], since);
    sockets.push(client);
    return client;
  };
  const call = async (index: number, key: 'a' | 'b', method: string, route: string, body?: object) => {
    const response = await fetch(`http://127.0.0.1:${ports[index]}${route}`, {
      method,
      headers: { authorization: `Bearer ${tokens[key]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, route).toBeLessThan(300);
    return response.status === 204 ? null : ((await response.json()) as unknown);
  };
  /** Create, update, refresh and delete one entry through process `index`; answers the expected event lines. */
  const lifeOfAnEntry = async (index: number, key: 'a' | 'b', formType: 'truck' | 'ware') => {
    const base = `/api/${formType}-requests`;
    const entry = (await call(index, key, 'POST', `${base}/create/`, entryBody(formType, new Date()))) as Entry;
    await call(index, key, 'PATCH', `${base}/${entry.uid}/`, { ...entryBody(formType, new Date()), notes: `edited on ${index}` });
    await call(index, key, 'POST', `${base}/${entry.uid}/refresh/`);
    await call(index, key, 'DELETE', `${base}/${entry.uid}/`);
    return ['create', 'update', 'refresh', 'delete'].map((kind) => `${formType}_${kind} ${entry.uid}`);
  };

  it("delivers every change made through one process to the other's clients exactly once; never to an unauthenticated socket", async () => {
    const onFirst = await connect(0, 'b');
    const onSecond = await connect(1, 'a');
    const anonymous = await openSocket(wsUrl(0));
    sockets.push(anonymous);

    const throughSecond = await lifeOfAnEntry(1, 'b', 'truck');
    const throughFirst = await lifeOfAnEntry(0, 'a', 'ware');
    const all = [...throughSecond, ...throughFirst];

    await expect.poll(() => entryEventsOf(onFirst), { timeout: 10_000 }).toEqual(all);
    await expect.poll(() => entryEventsOf(onSecond), { timeout: 10_000 }).toEqual(all);
    // Nothing arrives twice, even a little later.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(entryEventsOf(onFirst)).toEqual(all);
    expect(entryEventsOf(onSecond)).toEqual(all);
    expect(anonymous.messages).toEqual([]);
  });

  it('lets a dropped client reconnect to the other process and catch up, the delete included', async () => {
    const client = await connect(0, 'b');
    const entry = (await call(1, 'a', 'POST', '/api/truck-requests/create/', entryBody('truck', new Date()))) as Entry;
    await expect.poll(() => entryEventsOf(client), { timeout: 10_000 }).toEqual([`truck_create ${entry.uid}`]);
    const lastSeen = client.messages.findLast((message) => message.entry_data)?.id;
    client.socket.terminate();
    await client.closed;

    await call(1, 'a', 'DELETE', `/api/truck-requests/${entry.uid}/`);
    const again = await connect(1, 'b', lastSeen);
    await expect.poll(() => entryEventsOf(again), { timeout: 10_000 }).toEqual([`truck_delete ${entry.uid}`]);
  });
});
