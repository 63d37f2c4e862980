import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numericMax } from '@freight/shared/column-bounds';
import { paymentIncidentFieldsSchema, transportIncidentFieldsSchema } from '@freight/shared/incidents';
import type { OpenApiDocument } from '../test/fuzz/fuzz-requests';
import { useTestApp } from '../test/use-test-app';

/** The range a request field's schema lets through: its min/max, or the extremes of its enum or constants. */
type Range = { min: number; max: number };
type JsonSchema = Record<string, unknown>;

const isNumeric = (schema: JsonSchema) => {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  return types.includes('number') || types.includes('integer');
};

function rangeOf(schema: JsonSchema): Range {
  const values = ([] as unknown[]).concat(schema.enum ?? [], 'const' in schema ? [schema.const] : []).filter((v) => typeof v === 'number');
  if (values.length) return { min: Math.min(...values), max: Math.max(...values) };
  const num = (key: string, fallback: number) => (typeof schema[key] === 'number' ? (schema[key] as number) : fallback);
  // Without a bound, a number is still finite: zod refuses Infinity and NaN (and JSON cannot write them).
  return {
    min: num('minimum', num('exclusiveMinimum', -Number.MAX_VALUE)),
    max: num('maximum', num('exclusiveMaximum', Number.MAX_VALUE)),
  };
}

/** Every number of a JSON schema by its dotted path (`[]` for array items), the widest range where alternatives repeat a path. */
function numbersIn(schema: unknown, path: string, found: Map<string, Range>): void {
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  if (isNumeric(node)) {
    const range = rangeOf(node);
    const known = found.get(path);
    found.set(path, known ? { min: Math.min(known.min, range.min), max: Math.max(known.max, range.max) } : range);
  }
  for (const [key, child] of Object.entries((node.properties as Record<string, unknown>) ?? {})) numbersIn(child, `${path}.${key}`, found);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const child of (node[key] as unknown[]) ?? []) numbersIn(child, path, found);
  if (node.items) numbersIn(node.items, `${path}.[]`, found);
}

/**
 * The column each request number is stored in or compared with (table.column), or `statement` for
 * numbers that only reach SQL as LIMIT / OFFSET (bigint), or `none` for numbers SQL never sees.
 * Every number of every request must be listed: a new field fails this test until it is.
 */
const COLUMN_OF: Record<string, string> = {
  // Every path id is a serial id (the events' bigserial id is never a path parameter).
  'path.id': 'companies.id',
  'path.docId': 'company_documents.id',
  'query.company': 'companies.id',
  // Road distances (issue 35) between two cities; the audit log's filter by acting member (issue 33).
  'query.from_city': 'cities.id',
  'query.to_city': 'cities.id',
  'query.actor': 'users.id',
  // Deals (issue 31): the price is stored in minor units (bigint), the payment term as days.
  'body.price': 'deals.price_minor',
  'body.payment_term_days': 'deals.payment_term_days',
  // Ratings (issue 32): each score 1–5 in a smallint column.
  'body.punctuality': 'deal_ratings.punctuality',
  'body.communication': 'deal_ratings.communication',
  'body.payment': 'deal_ratings.payment',
  'query.limit': 'statement',
  'query.page': 'statement',
  'query.page_size': 'statement',
  'query.city_ids.[]': 'cities.id',
  'query.loading_city': 'search_agents.loading_city_id',
  'query.unloading_city': 'search_agents.unloading_city_id',
  'query.loading_radius': 'search_agents.loading_radius_km',
  'query.unloading_radius': 'search_agents.unloading_radius_km',
  'query.max_weight': 'search_agents.max_weight',
  'query.max_mdp': 'search_agents.max_mdp',
  // Matching's radius picks one of a few circles in the statement; it is not stored.
  'query.radius': 'none',
  // Validity days are added to the moment in JavaScript; valid_until is stored.
  'body.validity_days': 'none',
  'body.loading_location.external_city_id': 'entries.loading_city_id',
  'body.unloading_location.external_city_id': 'entries.unloading_city_id',
  'body.info.weight': 'entries.weight',
  'body.info.volume': 'entries.volume',
  'body.info.mdp': 'entries.mdp',
  'body.info.price': 'entries.price',
  'body.info.payment_term': 'entries.payment_term',
  'body.transport_options.truck_transport_type': 'entries.truck_transport_type',
  'body.transport_options.truck_coating': 'entries.truck_coating',
  'body.transport_options.truck_type': 'entries.truck_type',
  'body.transport_options.truck_special_features.[]': 'entries.truck_special_features',
  'body.transport_options.platform_type.[]': 'entries.platform_types',
  'body.filters.loading_city': 'search_agents.loading_city_id',
  'body.filters.unloading_city': 'search_agents.unloading_city_id',
  'body.filters.loading_radius': 'search_agents.loading_radius_km',
  'body.filters.unloading_radius': 'search_agents.unloading_radius_km',
  'body.filters.max_weight': 'search_agents.max_weight',
  'body.filters.max_mdp': 'search_agents.max_mdp',
  'body.filters.truck_type.[]': 'search_agents.truck_types',
  'body.filters.platform_type.[]': 'search_agents.platform_types',
  'body.email_hour': 'search_agents.email_hour',
  // Issue 32: a lane price's vehicle type (its key column); loading_city / unloading_city share the agents' ids above.
  'query.truck_type': 'lane_price_stats.truck_type',
  // Multipart forms, which the OpenAPI document does not describe: their shared schemas below.
  'incident.companyId': 'payment_incidents.company_id',
  'incident.pendingValue': 'payment_incidents.pending_value',
  'incident.deal_id': 'payment_incidents.deal_id',
};

/** The multipart bodies' field schemas (OpenAPI lists these routes without a body schema). */
const MULTIPART_SCHEMAS = { incident: [paymentIncidentFieldsSchema, transportIncidentFieldsSchema] };

type ColumnType = { data_type: string; udt_name: string; numeric_precision: number | null; numeric_scale: number | null };

/** The largest magnitude a column holds, from its type as PostgreSQL reports it after the migrations. */
function boundOf(column: ColumnType): number {
  const type = column.data_type === 'ARRAY' ? column.udt_name.slice(1) : column.udt_name;
  if (type === 'int2') return 32_767;
  if (type === 'int4') return 2_147_483_647;
  if (type === 'int8') return 2 ** 63 - 1;
  if (type === 'float8') return Number.MAX_VALUE;
  // numeric without a precision holds 131,072 digits before the point: any finite double.
  if (type === 'numeric')
    return column.numeric_precision === null ? Number.MAX_VALUE : numericMax(column.numeric_precision, column.numeric_scale ?? 0);
  throw new Error(`no bound known for type ${type}`);
}

/** Issue 35 item 10: no number a request may carry overflows the column it reaches. */
describe('request numbers within their columns', () => {
  const ctx = useTestApp();
  const fields = new Map<string, Range>();

  beforeAll(async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument & {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: unknown }[] }>>;
    };
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) {
        for (const parameter of operation.parameters ?? []) numbersIn(parameter.schema, `${parameter.in}.${parameter.name}`, fields);
        numbersIn(operation.requestBody?.content?.['application/json']?.schema, 'body', fields);
      }
    for (const [form, schemas] of Object.entries(MULTIPART_SCHEMAS))
      for (const schema of schemas) numbersIn(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), form, fields);
  });

  it('finds the numbers of every module (a walk that finds nothing proves nothing)', () => {
    expect(fields.size).toBeGreaterThan(30);
    expect(fields.get('body.info.price')).toBeDefined();
    expect(fields.get('incident.companyId')).toBeDefined();
  });

  it('knows the column of every number a request carries', () => {
    expect([...fields.keys()].filter((field) => !(field in COLUMN_OF))).toEqual([]);
  });

  it('bounds each number by its column, both ways', async () => {
    const tooWide: string[] = [];
    for (const [field, range] of fields) {
      const target = COLUMN_OF[field];
      if (target === undefined) continue;
      // LIMIT and OFFSET are bigint; a number SQL never sees needs only to be finite (zod refuses Infinity and NaN).
      let bound = target === 'statement' ? 2 ** 63 - 1 : Number.MAX_VALUE;
      if (target.includes('.')) {
        const [table, column] = target.split('.');
        const result = await ctx.database.db.execute(
          sql`SELECT data_type, udt_name, numeric_precision, numeric_scale FROM information_schema.columns WHERE table_name = ${table} AND column_name = ${column}`,
        );
        const row = (result as unknown as { rows: ColumnType[] }).rows[0];
        if (!row) {
          tooWide.push(`${field}: no column ${target}`);
          continue;
        }
        bound = boundOf(row);
      }
      if (range.max > bound || range.min < -bound) tooWide.push(`${field}: ${range.min}…${range.max}, ${target} holds ±${bound}`);
    }
    expect(tooWide).toEqual([]);
  });
});
