import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, loginAs } from '../factories';
import { createTestApp, type TestContext } from '../test-app';
import { malformedRequest, operationsOf, type OpenApiDocument } from './fuzz-requests';
import { seededRandom } from './malformed-values';

/** Requests per operation: over 10,000 malformed requests across the API, in about ten seconds. */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 160);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

describe('malformed requests to every OpenAPI operation (issue 14)', () => {
  let ctx: TestContext;
  let tokens: (string | undefined)[];

  beforeAll(async () => {
    ctx = await createTestApp();
    const company = await createCompany(ctx.database.db);
    const member = await createUser(ctx.database.db, { companyId: company.id, role: 'admin' });
    const staff = await createUser(ctx.database.db, { companyId: null, isSuperuser: true });
    tokens = [undefined, (await loginAs(ctx.app, member.email)).access, (await loginAs(ctx.app, staff.email)).access];
  });
  afterAll(() => ctx.close());

  it('never answers 5xx, and answers every refusal in the {code, detail} shape', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (let index = 0; index < PER_OPERATION; index += 1) {
        const request = malformedRequest(operation, random, tokens[index % tokens.length], '1');
        const response = await ctx.app.inject(request);
        sent += 1;
        const shaped = response.statusCode < 400 || /"code":"[a-z_]+"/.test(response.body);
        if (response.statusCode >= 500 || !shaped) {
          failures.push(
            `${response.statusCode} ${request.method} ${request.url} ${JSON.stringify(String(request.payload ?? '').slice(0, 160))} -> ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    // FUZZ_REPORT=file keeps every failing request, one per line, when the list is too long for the assertion's diff.
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    expect(failures).toEqual([]);
    expect(sent).toBe(operations.length * PER_OPERATION);
  }, 300_000);
});
