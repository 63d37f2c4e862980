import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryBody } from '../../modules/entries/entries.test-helpers';
import { createCompany } from '../factories';
import { seedTestCities } from '../fixtures/seed-cities';
import { useTestApp } from '../use-test-app';
import { malformedRequest, operationsOf, type OpenApiDocument } from './fuzz-requests';
import { seededRandom } from './malformed-values';
import { mutationTargets, operationsWithNumbersInBody, type MutationTarget } from './mutation-targets';
import { mutate } from './mutations';

/** Requests per operation: over 10,000 malformed requests across the API, in about ten seconds. */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 160);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/**
 * Mutated valid bodies per target (issue 35 item 10). The default (540 requests, about 20 s) keeps CI's run short; FUZZ_MUTATIONS=600
 * with FUZZ_PER_OPERATION=300 is the large run of README's Test section (over 20,000 requests).
 */
const MUTATIONS = Number(process.env.FUZZ_MUTATIONS ?? 60);
/** A large run takes its time on a busy machine: up to 100 ms a request before the test gives up. */
const timeoutFor = (requests: number) => Math.max(300_000, requests * 100);

/** FUZZ_REPORT=file keeps every failing request, one per line, and the counts, when the list is too long for the assertion's diff. */
function report(suffix: string, sent: number, failures: string[]) {
  if (!process.env.FUZZ_REPORT) return;
  fs.writeFileSync(`${process.env.FUZZ_REPORT}${suffix}`, [`${sent} requests, ${failures.length} failing`, ...failures].join('\n'));
}

/** A failing request, short enough to read in the assertion's diff. */
const describeFailure = (status: number, method: string, url: string, sent: string, body: string) =>
  `${status} ${method} ${url} ${JSON.stringify(sent.slice(0, 160))} -> ${body.slice(0, 160)}`;

describe('malformed requests to every OpenAPI operation (issue 14)', () => {
  const ctx = useTestApp();
  let tokens: (string | undefined)[];
  let targets: MutationTarget[];

  beforeAll(async () => {
    tokens = [undefined, (await ctx.member({ role: 'admin' })).access, (await ctx.staff()).access];
    // Mutation needs bodies the API accepts: real cities, one entry of each form and one agent to edit, a company to report.
    await seedTestCities(ctx.database.db);
    const other = await createCompany(ctx.database.db);
    const headers = { authorization: `Bearer ${tokens[1]}` };
    const created = async (url: string, payload: object) => {
      const response = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { uid?: string; id?: number };
    };
    const entryUid = {
      truck: (await created('/api/truck-requests/create/', entryBody('truck', ctx.app.clock()))).uid!,
      ware: (await created('/api/ware-requests/create/', entryBody('ware', ctx.app.clock()))).uid!,
    };
    const agentId = (await created('/api/search-agents/', { name: 'Edited by the fuzz', form_type: 'truck' })).id!;
    targets = mutationTargets(ctx.app.clock, { entryUid, agentId, otherCompanyId: other.id });
  });

  it(
    'never answers 5xx, and answers every refusal in the {code, detail} shape',
    async () => {
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
              describeFailure(
                response.statusCode,
                String(request.method),
                request.url as string,
                String(request.payload ?? ''),
                response.body,
              ),
            );
          }
        }
      }
      report('', sent, failures);
      expect(failures).toEqual([]);
      expect(sent).toBe(operations.length * PER_OPERATION);
    },
    timeoutFor(80 * PER_OPERATION),
  );

  it(
    'answers valid bodies with one value mutated by a field error or success, never 5xx',
    async () => {
      // Every operation with a number in its JSON body is mutated: a new one without a target fails here.
      const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
      const keys = targets.map((target) => target.key);
      expect(operationsWithNumbersInBody(document).filter((key) => !keys.includes(key))).toEqual([]);
      const random = seededRandom(SEED + 1);
      const failures: string[] = [];
      let sent = 0;
      for (const target of targets) {
        for (let index = 0; index < MUTATIONS; index += 1) {
          const { body, path } = mutate(target.body(), random);
          const request = target.request(body, tokens[1]!);
          const response = await ctx.app.inject(request);
          sent += 1;
          const answer = response.statusCode < 400 ? (response.json() as unknown) : null;
          if (answer !== null) await target.cleanup?.(ctx.app, answer, tokens[1]!);
          // A refused value names its field: a bare 400 would leave the form unable to say which value is wrong.
          const named = response.statusCode !== 400 || /"fields":\{"[^"]+"/.test(response.body);
          if (response.statusCode >= 500 || !/"code":"[a-z_]+"|^\{"(uid|id)"/.test(response.body) || !named) {
            failures.push(
              describeFailure(
                response.statusCode,
                `${String(request.method)} (${path})`,
                request.url as string,
                JSON.stringify(body),
                response.body,
              ),
            );
          }
        }
      }
      report('.mutations', sent, failures);
      expect(failures).toEqual([]);
      expect(sent).toBe(targets.length * MUTATIONS);
    },
    timeoutFor(10 * MUTATIONS),
  );
});
