import type { SessionUser, UpdateInfo } from '@freight/shared/accounts';
import type { AgentUnsubscribed, SearchAgent, SearchAgentList } from '@freight/shared/agents';
import type { ChangeRequest, ChangeRequestPage } from '@freight/shared/change-requests';
import type { CompanyDetails, CompanyDocument, CompanySearchResult } from '@freight/shared/companies';
import type { CompanySignals } from '@freight/shared/signals';
import type { ClientMessage, ServerMessage } from '@freight/shared/events';
import type { Employee, EmployeeCreated, EmployeeList } from '@freight/shared/employees';
import type { Incident, IncidentKind, IncidentPage } from '@freight/shared/incidents';
import type { DashboardCounts } from '@freight/shared/dashboard';
import type { CitySearchResult, UserAddedCity } from '@freight/shared/geo';
import { FORM_TYPES, type Entry, type EntryPage, type FormType } from '@freight/shared/entries';
import {
  MATCH_COUNT_CAP,
  type MatchCounts,
  type MatchEntry,
  type MatchPage,
  type ReturnLoad,
  type ReturnLoadPage,
} from '@freight/shared/matching';
import type { UpdateAck } from '@freight/shared/staff';
import { testLanePrice } from '../lane-prices';
import { http, HttpResponse, ws } from 'msw';
import { makeCompany } from '../companies';
import { makeReputation } from '../reputation';
import { makeEmployee } from '../../features/employees/pages/employees-test-helpers';
import { testAgent } from '../../features/search-agents/test-helpers';
import { testEntry } from '../entries';
import { fakeJwt } from '../tokens';
import { page } from './answers';

/** One form type's entry routes (§7), answering the demo lane of test/entries.ts as the member's own entry. */
function entryHandlers(formType: FormType) {
  const base = `/api/${formType}-requests`;
  const entry = (uid: string) => testEntry(uid, formType, { is_own: true, can_manage: true });
  return [
    http.get(`${base}/`, () => HttpResponse.json(page<Entry>([]) satisfies EntryPage)),
    http.post(`${base}/create/`, async ({ request }) =>
      HttpResponse.json(entry(((await request.json()) as { uid: string }).uid) satisfies Entry),
    ),
    http.get(`${base}/:uid/`, ({ params }) => HttpResponse.json(entry(String(params.uid)) satisfies Entry)),
    http.patch(`${base}/:uid/`, ({ params }) => HttpResponse.json(entry(String(params.uid)) satisfies Entry)),
    http.delete(`${base}/:uid/`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${base}/:uid/refresh/`, () => HttpResponse.json({ updated_at: '2026-11-20T10:00:00.000Z' })),
    http.post(`${base}/:uid/view/`, () => HttpResponse.json({ view_count: 1 })),
    http.get(`${base}/:uid/matches/`, () => HttpResponse.json(page<MatchEntry>([]) satisfies MatchPage)),
    http.get(`${base}/:uid/return-loads/`, () => HttpResponse.json(page<ReturnLoad>([]) satisfies ReturnLoadPage)),
  ];
}

/** An incident as the API answers a report of it: pending, reported by the test user's company 9 against company 42. */
function reportedIncident(kind: IncidentKind): Incident {
  const base = {
    id: 7,
    company: { id: 42, name: 'Rhein Spedition GmbH' },
    created_by_company: { id: 9, name: 'Carpați Trans SRL' },
    description: 'Reported in a test.',
    status: 'pending' as const,
    created_at: '2026-11-20T10:00:00.000Z',
    decision_reason: '',
    documents: [],
  };
  return kind === 'payment'
    ? { ...base, kind, pending_value: 1250.5, currency: 'EUR', deadline: '2026-12-31', deal: null }
    : { ...base, kind, incident_date: '2026-11-02' };
}

/** The member the shared handlers log in: an admin of company 9. */
export const testUser: SessionUser = {
  id: 1,
  email: 'ana@carpati.example',
  first_name: 'Ana',
  last_name: 'Pop',
  role: 'admin',
  company: 9,
  is_superuser: false,
  last_seen_update: null,
};

const detail = (text: string) => ({ detail: text });
/** §3: a registration answers the new company's id, waiting for staff approval. */
const pendingRegistration = { company_id: 3, status: 'pending' as const };

/** The realtime socket of §3: it accepts the client's `auth` message with `ready` and then stays quiet. */
const updates = ws.link('ws://localhost:3000/ws/updates/');
/** A stored PDF as the file routes answer it. */
const pdfFile = () =>
  new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { headers: { 'Content-Type': 'application/pdf' } });
const id = (value: string | readonly string[] | undefined) => Number(value);

/**
 * One shared set of handlers: the API of DESIGN §3 answering a quiet, successful day with the
 * contract's shapes (each typed by its packages/shared schema). A test that needs another answer
 * overrides one path with `server.use(…)`; a request to a path not listed here fails the test.
 */
export const handlers = [
  updates.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && (JSON.parse(event.data) as ClientMessage).type === 'auth') {
        client.send(JSON.stringify({ type: 'ready' } satisfies ServerMessage));
      }
    });
  }),

  // Auth (§4)
  http.post('/api/auth/login/', () => HttpResponse.json({ access: fakeJwt(300), refresh: fakeJwt(86_400), user: testUser })),
  http.post('/api/auth/token/refresh/', () => HttpResponse.json({ access: fakeJwt(300), refresh: fakeJwt(86_400) })),
  http.post('/api/auth/logout/', () => HttpResponse.json(detail('Logged out.'))),
  http.post('/api/auth/change-password/', () => HttpResponse.json(detail('Password changed.'))),
  http.post('/api/auth/request-password-reset/', () => HttpResponse.json(detail('If the address is known, a link is on its way.'))),
  http.post('/api/auth/reset-password/', () => HttpResponse.json(detail('Password reset.'))),
  http.post('/api/auth/register/', () => HttpResponse.json(pendingRegistration, { status: 201 })),
  http.post('/api/company/:tid/pending-update/', () => HttpResponse.json(pendingRegistration)),
  http.get('/api/update-info/', () => HttpResponse.json({ timestamp: null, type: null } satisfies UpdateInfo)),
  http.patch('/api/update-info/ack/', () => HttpResponse.json({ last_seen_update: '2026-03-02T08:05:00.000Z' } satisfies UpdateAck)),

  // Companies
  http.get('/api/companies/', () => HttpResponse.json({ results: [], next: null, count: 0 } satisfies CompanySearchResult)),
  http.get('/api/companies/:id/', ({ params }) => HttpResponse.json(makeCompany({ id: id(params.id) }) satisfies CompanyDetails)),
  http.get('/api/companies/:id/reputation/', ({ params }) => HttpResponse.json(makeReputation({ company_id: id(params.id) }))),
  http.post('/api/companies/:id/documents/', ({ params }) =>
    HttpResponse.json(
      [
        {
          id: 8,
          name: 'licence.pdf',
          url: `/api/companies/${String(params.id)}/documents/8/`,
          created_at: '2026-03-01T00:00:00.000Z',
          kind: 'company',
        },
      ] satisfies CompanyDocument[],
      { status: 201 },
    ),
  ),
  http.get('/api/companies/:id/documents/:documentId/', () => pdfFile()),
  http.delete('/api/companies/:id/documents/:documentId/', () => new HttpResponse(null, { status: 204 })),

  // Employees
  http.get('/api/employees/', () => HttpResponse.json({ results: [makeEmployee()], next: null } satisfies EmployeeList)),
  http.get('/api/employees/:id/', ({ params }) => HttpResponse.json(makeEmployee({ id: id(params.id) }) satisfies Employee)),
  http.post('/api/employees/', () =>
    HttpResponse.json({ ...makeEmployee({ id: 77 }), reset_link: 'http://localhost/reset-password/abc' } satisfies EmployeeCreated, {
      status: 201,
    }),
  ),
  http.patch('/api/employees/:id/', ({ params }) => HttpResponse.json(makeEmployee({ id: id(params.id) }) satisfies Employee)),
  http.delete('/api/employees/:id/', () => new HttpResponse(null, { status: 204 })),

  // Entries of both form types (§3: `form_type` is data)
  ...FORM_TYPES.flatMap((formType) => entryHandlers(formType)),
  http.get('/api/matching/counts/', ({ request }) =>
    HttpResponse.json({
      counts: {},
      cap: MATCH_COUNT_CAP,
      radius: Number(new URL(request.url).searchParams.get('radius') ?? 100),
    } satisfies MatchCounts),
  ),
  http.get('/api/dashboard-counts/', () =>
    HttpResponse.json({
      trucks: { total: 0, views: 0, expiring_6h: 0, expiring_24h: 0 },
      wares: { total: 0, views: 0, expiring_4h: 0, expiring_24h: 0 },
    } satisfies DashboardCounts),
  ),
  http.get('/api/city-search/', () => HttpResponse.json([] satisfies CitySearchResult[])),
  http.get('/api/user-added-cities/', () => HttpResponse.json([] satisfies UserAddedCity[])),

  // Incidents (§2, §5): an empty list; a report answers as stored, pending
  http.get('/api/incidents/', () => HttpResponse.json(page<Incident>([]) satisfies IncidentPage)),
  http.post('/api/payment-incidents/', () => HttpResponse.json(reportedIncident('payment'), { status: 201 })),
  http.post('/api/transport-incidents/', () => HttpResponse.json(reportedIncident('transport'), { status: 201 })),

  // Deals (issue 31): no deals and nothing unread unless a test says otherwise.
  http.get('/api/deals/unread/', () => HttpResponse.json({ messages: 0 })),
  http.get('/api/deals/', () => HttpResponse.json({ results: [], next: null })),
  // Lane prices (issue 32): an empty lane unless a test says otherwise.
  http.get('/api/lane-prices/', () => HttpResponse.json(testLanePrice())),

  // Search agents
  http.get('/api/search-agents/', () => HttpResponse.json(page<SearchAgent>([]) satisfies SearchAgentList)),
  http.post('/api/search-agents/', () => HttpResponse.json(testAgent(7) satisfies SearchAgent, { status: 201 })),
  http.post('/api/search-agents/unsubscribe/', () =>
    HttpResponse.json({ status: 'unsubscribed', name: 'Romania → Germany' } satisfies AgentUnsubscribed),
  ),
  http.get('/api/search-agents/:id/entries/', () => HttpResponse.json(page<Entry>([]) satisfies EntryPage)),
  http.get('/api/search-agents/:id/', ({ params }) => HttpResponse.json(testAgent(id(params.id)) satisfies SearchAgent)),
  http.patch('/api/search-agents/:id/', ({ params }) => HttpResponse.json(testAgent(id(params.id)) satisfies SearchAgent)),
  http.delete('/api/search-agents/:id/', () => new HttpResponse(null, { status: 204 })),

  // Protected company data and registration signals (issue 33): none filed, none found.
  http.get('/api/company-change-requests/', () => HttpResponse.json(page<ChangeRequest>([]) satisfies ChangeRequestPage)),
  http.get('/api/staff/change-requests/', () => HttpResponse.json(page<ChangeRequest>([]) satisfies ChangeRequestPage)),
  http.get('/api/staff/companies/:id/signals/', ({ params }) =>
    HttpResponse.json({ company: id(params.id), signals: [] } satisfies CompanySignals),
  ),
];
