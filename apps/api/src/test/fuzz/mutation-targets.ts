import type { FastifyInstance, InjectOptions } from 'fastify';
import { entryBody } from '../../modules/entries/entries.test-helpers';
import { fourPdfs, incidentForm, paymentFields, transportFields } from '../../modules/incidents/incidents.test-helpers';
import { uniqueIp } from '../factories';
import { TEST_CITY_IDS } from '../fixtures/seed-cities';
import type { OpenApiDocument } from './fuzz-requests';

/**
 * The operations whose bodies carry numbers, each with a body it accepts (issue 35 item 10): the
 * mutation fuzz changes one value of it. `key` names the OpenAPI operation, so the test can prove that
 * every operation with a number in its JSON body has a target here.
 */
export type MutationTarget = {
  key: string;
  /** A valid body (JSON), or the plain fields of a multipart form. */
  body: () => Record<string, unknown>;
  request: (body: unknown, token: string) => InjectOptions;
  /** Undoes a successful request, so limits (20 agents a member) never stop the mutated values reaching the database. */
  cleanup?: (app: FastifyInstance, answer: unknown, token: string) => Promise<void>;
};

type Ids = { entryUid: Record<'truck' | 'ware', string>; agentId: number; otherCompanyId: number };

const json = (method: InjectOptions['method'], url: string) => (body: unknown, token: string) =>
  ({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  }) as InjectOptions;

const agentBody = () => ({
  name: 'Timișoara loads',
  form_type: 'ware',
  filters: {
    loading_country: 'RO',
    loading_city: TEST_CITY_IDS.timisoara,
    loading_radius: 50,
    max_weight: 24,
    max_mdp: 13.6,
    truck_type: [5],
    platform_type: [1],
  },
  email_alerts: 'daily',
  email_hour: 7,
  time_zone: 'Europe/Bucharest',
});

/** Deal terms (issue 31) dated from the clock: the offer is on the caller's own entry (refused after validation) or an unknown deal. */
const dealTerms = (clock: () => Date) => {
  const day = (offset: number) => new Date(clock().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    price: 1250.5,
    price_unit: 'total',
    currency: 'EUR',
    payment_term_days: 30,
    loading_date: day(1),
    unloading_date: day(2),
    note: 'Fuzz',
  };
};

export function mutationTargets(clock: () => Date, ids: Ids): MutationTarget[] {
  const entries = (['truck', 'ware'] as const).flatMap((formType): MutationTarget[] => [
    {
      key: `POST /api/${formType}-requests/create/`,
      body: () => entryBody(formType, clock()) as Record<string, unknown>,
      request: json('POST', `/api/${formType}-requests/create/`),
    },
    {
      key: `PATCH /api/${formType}-requests/{uid}/`,
      body: () => entryBody(formType, clock()) as Record<string, unknown>,
      request: json('PATCH', `/api/${formType}-requests/${ids.entryUid[formType]}/`),
    },
  ]);
  const incidents = (['payment', 'transport'] as const).map((kind): MutationTarget => ({
    key: `POST /api/${kind}-incidents/`,
    body: () => (kind === 'payment' ? paymentFields(ids.otherCompanyId) : transportFields(ids.otherCompanyId)),
    request: (fields, token) => ({
      method: 'POST',
      url: `/api/${kind}-incidents/`,
      headers: { authorization: `Bearer ${token}` },
      // A multipart field is text: the mutated value travels as a client would write it.
      payload: incidentForm(
        Object.fromEntries(Object.entries(fields as Record<string, unknown>).map(([key, value]) => [key, String(value)])),
        fourPdfs(),
      ),
      remoteAddress: uniqueIp(),
    }),
  }));
  return [
    ...entries,
    {
      key: 'POST /api/search-agents/',
      body: agentBody,
      request: json('POST', '/api/search-agents/'),
      cleanup: async (app, answer, token) => {
        const id = (answer as { id?: number }).id;
        if (id) await app.inject({ method: 'DELETE', url: `/api/search-agents/${id}/`, headers: { authorization: `Bearer ${token}` } });
      },
    },
    { key: 'PATCH /api/search-agents/{id}/', body: agentBody, request: json('PATCH', `/api/search-agents/${ids.agentId}/`) },
    ...incidents,
    {
      key: 'POST /api/deals/',
      body: () => ({ entry_uid: ids.entryUid.ware, ...dealTerms(clock) }),
      request: json('POST', '/api/deals/'),
    },
    { key: 'POST /api/deals/{id}/counter/', body: () => dealTerms(clock), request: json('POST', '/api/deals/1/counter/') },
    {
      key: 'POST /api/deals/{id}/rating/',
      body: () => ({ punctuality: 4, communication: 5, payment: 3, comment: 'On time.' }),
      request: json('POST', '/api/deals/1/rating/'),
    },
  ];
}

const hasNumber = (schema: unknown): boolean => {
  if (schema === null || typeof schema !== 'object') return false;
  const type = (schema as { type?: unknown }).type;
  if (type === 'number' || type === 'integer' || (Array.isArray(type) && (type.includes('number') || type.includes('integer'))))
    return true;
  return Object.values(schema).some(hasNumber);
};

/** Operations of the document whose JSON body holds a number somewhere: each needs a mutation target. */
export function operationsWithNumbersInBody(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => hasNumber(operation.requestBody?.content?.['application/json']?.schema))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}
