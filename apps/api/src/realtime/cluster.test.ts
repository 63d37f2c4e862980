import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import WebSocket from 'ws';
import type { Entry } from '@freight/shared/listings';
import type { StaffCompanyList } from '@freight/shared/staff';
import { listingBody } from '../modules/listings/listings.test-helpers';
import { startCluster, type Cluster } from '../test/cluster';
import { createCompany, createUser, DEFAULT_PASSWORD, registrationData, registrationForm, threePdfs } from '../test/factories';
import { seedTestCities } from '../test/fixtures/seed-cities';
import { entryEventsOf, TEST_ORIGIN, type TestSocket, type WsMessage } from '../test/ws-client';

/**
 * Issue 16 item 6: a small real cluster on one machine. Every request goes through haproxy (round
 * robin over two API processes, each with its own DATA_DIR), the processes' main pool through
 * pgbouncer in transaction mode, files to an s3rver bucket, mail to an SMTP server. The balancer
 * names the process that answered in X-Server, so each check proves it crossed processes.
 * PostgreSQL only: two processes cannot share an embedded database.
 */
describe('a cluster: haproxy, two API processes, pgbouncer, S3 and SMTP', () => {
  let cluster: Cluster;
  const sockets: TestSocket[] = [];
  const tokens = { staff: '', publisher: '', reader: '' };

  const call = async (method: string, route: string, token?: string, body?: object | FormData) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${cluster.url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, server: response.headers.get('x-server') ?? '', headers: response.headers, bytes };
  };
  const json = <T>(answer: { bytes: Buffer }) => JSON.parse(answer.bytes.toString('utf8')) as T;
  const login = async (email: string) => {
    const answer = await call('POST', '/api/auth/login/', undefined, { email, password: DEFAULT_PASSWORD });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    return json<{ access: string }>(answer).access;
  };

  /** A member's websocket through the balancer; answers it with the process haproxy gave it to. */
  const connect = (token: string) =>
    new Promise<TestSocket & { server: string }>((resolve, reject) => {
      const socket = new WebSocket(cluster.wsUrl, { origin: TEST_ORIGIN });
      const messages: WsMessage[] = [];
      let server = '';
      socket.on('upgrade', (response) => (server = String(response.headers['x-server'] ?? '')));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as WsMessage;
        messages.push(message);
        if (message.type === 'ready') resolve(client);
      });
      const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
      const client = {
        socket,
        messages,
        closed,
        get server() {
          return server;
        },
      };
      sockets.push(client);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.on('unexpected-response', (_request, response) => reject(new Error(`websocket refused: ${response.statusCode}`)));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('no ready message within 10 s')), 10_000).unref();
    });

  beforeAll(async () => {
    // Cities present before the processes start: they skip the full import and accept the fixture's city ids.
    cluster = await startCluster({ prepare: (database) => seedTestCities(database.db) });
    const db = cluster.database.db;
    const staff = await createUser(db, { companyId: null, isSuperuser: true });
    const publisher = await createUser(db, { companyId: (await createCompany(db)).id });
    const reader = await createUser(db, { companyId: (await createCompany(db)).id });
    tokens.staff = await login(staff.email);
    tokens.publisher = await login(publisher.email);
    tokens.reader = await login(reader.email);
  }, 90_000);

  // A failure shows what the processes, the balancer and the pooler said (their last lines).
  beforeEach(() => onTestFailed(() => console.error(cluster?.logs())));

  afterAll(async () => {
    for (const client of sockets) client.socket.terminate();
    await cluster?.close();
  });

  it('registers a company with documents on one process; staff download the same bytes through the other', async () => {
    const files = threePdfs();
    const data = registrationData();
    const registered = await call('POST', '/api/auth/register/', undefined, registrationForm(data, files));
    expect(registered.status, registered.bytes.toString()).toBe(201);
    const storedBy = registered.server;
    expect(cluster.servers.map((server) => server.name)).toContain(storedBy);
    const companyId = json<{ company_id: number }>(registered).company_id;

    // The registration mail reached the SMTP server, once.
    const [mail] = await cluster.smtp.waitFor(data.contact.email, 1, 10_000);
    expect(mail!.subject).toContain(data.company.name);

    const listed = await call('GET', '/api/staff/companies/?status=pending', tokens.staff);
    expect(listed.status).toBe(200);
    const company = json<StaffCompanyList>(listed).results.find((entry) => entry.id === companyId);
    expect(company?.documents.map((document) => document.name).sort()).toEqual(files.map((file) => file.name).sort());

    // Round robin: two requests in a row are answered by both processes, so every document is read
    // at least once by the process that did not store it (its DATA_DIR has no such file).
    const answeredBy = new Set<string>();
    for (const document of company!.documents) {
      const sent = files.find((file) => file.name === document.name)!;
      const servers = new Set<string>();
      for (let attempt = 0; attempt < 2; attempt++) {
        const download = await call('GET', `/api/staff/companies/${companyId}/documents/${document.id}/`, tokens.staff);
        expect(download.status, `${document.name} through ${download.server}`).toBe(200);
        expect(download.bytes.equals(sent.bytes), `${document.name} through ${download.server}`).toBe(true);
        expect(download.headers.get('content-type')).toBe('application/pdf');
        servers.add(download.server);
      }
      expect([...servers].sort()).toEqual(cluster.servers.map((server) => server.name).sort());
      for (const server of servers) answeredBy.add(server);
    }
    expect(answeredBy.has(cluster.servers.find((server) => server.name !== storedBy)!.name)).toBe(true);
    expect(cluster.smtp.received.filter((received) => received.envelopeTo.includes(data.contact.email))).toHaveLength(1);
  });

  it("delivers an entry published through either process to a member's socket on each process exactly once", async () => {
    // Two sockets of one member, opened one after the other: round robin gives them to both processes.
    const first = await connect(tokens.reader);
    const second = await connect(tokens.reader);
    expect([first.server, second.server].sort()).toEqual(cluster.servers.map((server) => server.name).sort());

    const expected: string[] = [];
    const publishedBy = new Set<string>();
    for (let index = 0; index < 4; index++) {
      const created = await call('POST', '/api/truck-requests/create/', tokens.publisher, listingBody('truck', new Date()));
      expect(created.status, created.bytes.toString()).toBe(201);
      publishedBy.add(created.server);
      expected.push(`truck_create ${json<Entry>(created).uid}`);
    }
    // Published through both processes, so each socket got some entries from the process it is not on.
    expect([...publishedBy].sort()).toEqual(cluster.servers.map((server) => server.name).sort());

    await expect.poll(() => entryEventsOf(first), { timeout: 10_000 }).toEqual(expected);
    await expect.poll(() => entryEventsOf(second), { timeout: 10_000 }).toEqual(expected);
    // Nothing arrives twice, even a little later.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(entryEventsOf(first)).toEqual(expected);
    expect(entryEventsOf(second)).toEqual(expected);

    // Searches run on the pool through pgbouncer (no named statements there): both processes answer them.
    const searchedBy = new Set<string>();
    for (let index = 0; index < 4; index++) {
      const search = await call('GET', '/api/truck-requests/', tokens.reader);
      expect(search.status, search.bytes.toString()).toBe(200);
      searchedBy.add(search.server);
    }
    expect(searchedBy.size).toBe(cluster.servers.length);
  });

  it("runs the processes' main pool through pgbouncer", async () => {
    const before = Number((await cluster.poolerStats()).total_xact_count);
    expect(before).toBeGreaterThan(0);
    for (let index = 0; index < 2; index++) {
      const created = await call('POST', '/api/ware-requests/create/', tokens.publisher, listingBody('ware', new Date()));
      expect(created.status, created.bytes.toString()).toBe(201);
    }
    await expect
      .poll(async () => Number((await cluster.poolerStats()).total_xact_count), { timeout: 5000, interval: 250 })
      .toBeGreaterThan(before);
  });
});
