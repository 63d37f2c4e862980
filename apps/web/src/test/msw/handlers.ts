import type { SessionUser, UpdateInfo } from '@freight/shared/accounts';
import type { AgentUnsubscribed, SearchAgent, SearchAgentList } from '@freight/shared/agents';
import type { CompanyDetails, CompanySearchResult } from '@freight/shared/companies';
import type { Employee, EmployeeCreated, EmployeeList } from '@freight/shared/employees';
import type { Entry, EntryPage } from '@freight/shared/listings';
import { http, HttpResponse } from 'msw';
import { makeCompany } from '../../features/companies/pages/companies-test-helpers';
import { makeEmployee } from '../../features/employees/pages/employees-test-helpers';
import { testAgent } from '../../features/search-agents/test-helpers';
import { fakeJwt } from '../tokens';
import { page } from './answers';

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
const id = (value: string | readonly string[] | undefined) => Number(value);

/**
 * One shared set of handlers: the API of DESIGN §3 answering a quiet, successful day with the
 * contract's shapes (each typed by its packages/shared schema). A test that needs another answer
 * overrides one path with `server.use(…)`; a request to a path not listed here fails the test.
 */
export const handlers = [
  // Auth (§4)
  http.post('/api/auth/login/', () => HttpResponse.json({ access: fakeJwt(300), refresh: fakeJwt(86_400), user: testUser })),
  http.post('/api/auth/token/refresh/', () => HttpResponse.json({ access: fakeJwt(300), refresh: fakeJwt(86_400) })),
  http.post('/api/auth/logout/', () => HttpResponse.json(detail('Logged out.'))),
  http.post('/api/auth/change-password/', () => HttpResponse.json(detail('Password changed.'))),
  http.post('/api/auth/request-password-reset/', () => HttpResponse.json(detail('If the address is known, a link is on its way.'))),
  http.post('/api/auth/reset-password/', () => HttpResponse.json(detail('Password reset.'))),
  http.get('/api/update-info/', () => HttpResponse.json({ timestamp: null, type: null } satisfies UpdateInfo)),

  // Companies
  http.get('/api/companies/', () => HttpResponse.json({ results: [], next: null, count: 0 } satisfies CompanySearchResult)),
  http.get('/api/companies/:id/', ({ params }) => HttpResponse.json(makeCompany({ id: id(params.id) }) satisfies CompanyDetails)),

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

  // Search agents
  http.get('/api/search-agents/', () => HttpResponse.json(page<SearchAgent>([]) satisfies SearchAgentList)),
  http.post('/api/search-agents/', () => HttpResponse.json(testAgent(7) satisfies SearchAgent, { status: 201 })),
  http.post('/api/search-agents/unsubscribe/', () =>
    HttpResponse.json({ status: 'unsubscribed', name: 'Romania → Germany' } satisfies AgentUnsubscribed),
  ),
  http.get('/api/search-agents/:id/entries/', () => HttpResponse.json(page<Entry>([]) satisfies EntryPage)),
  http.patch('/api/search-agents/:id/', ({ params }) => HttpResponse.json(testAgent(id(params.id)) satisfies SearchAgent)),
  http.delete('/api/search-agents/:id/', () => new HttpResponse(null, { status: 204 })),
];
