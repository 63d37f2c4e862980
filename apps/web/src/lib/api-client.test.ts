import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../test/msw/answers';
import { testUser } from '../test/msw/handlers';
import { server } from '../test/msw/server';
import { fakeJwt } from '../test/tokens';
import { api, ApiRequestError, fetchBlob, multipartBody, unwrap } from './api-client';
import { getAccessToken, storeSession } from './session';
import { REFRESH_PATH } from './session-refresh';

const UPLOAD = '/api/companies/:id/documents/';
const FILE = '/api/payment-incidents/7/documents/3/';

/** The refresh route: answers a new pair and counts its calls. */
function refreshAnswers(access: string) {
  const calls = { count: 0 };
  server.use(
    http.post(REFRESH_PATH, () => {
      calls.count += 1;
      return HttpResponse.json({ access, refresh: `refresh-${calls.count + 1}` });
    }),
  );
  return calls;
}

describe('api client: the session rules of §4 for every call', () => {
  let expired: string;
  let fresh: string;

  beforeEach(() => {
    sessionStorage.clear();
    expired = fakeJwt(300);
    fresh = fakeJwt(301);
    storeSession({ access: expired, refresh: 'refresh-1', user: testUser });
  });

  it('sends an upload again, every part included, with the new token after one token_not_valid', async () => {
    const refreshes = refreshAnswers(fresh);
    const received: { auth: string | null; name: string | undefined; text: string | undefined }[] = [];
    server.use(
      http.post(UPLOAD, async ({ request }) => {
        const file = (await request.formData()).get('documents') as File | null;
        received.push({ auth: request.headers.get('Authorization'), name: file?.name, text: await file?.text() });
        return request.headers.get('Authorization') === `Bearer ${fresh}`
          ? HttpResponse.json([], { status: 201 })
          : apiError('token_not_valid');
      }),
    );
    const form = new FormData();
    form.append('documents', new File(['%PDF-1.7 test'], 'licence.pdf', { type: 'application/pdf' }), 'licence.pdf');

    await expect(
      unwrap(api.POST('/api/companies/{id}/documents/', { params: { path: { id: 9 } }, ...multipartBody(form) })),
    ).resolves.toEqual([]);

    expect(refreshes.count).toBe(1);
    expect(received).toEqual([
      { auth: `Bearer ${expired}`, name: 'licence.pdf', text: '%PDF-1.7 test' },
      { auth: `Bearer ${fresh}`, name: 'licence.pdf', text: '%PDF-1.7 test' },
    ]);
    expect(getAccessToken()).toBe(fresh);
  });

  it('reads a file link with the token, refreshing once when the token was refused', async () => {
    refreshAnswers(fresh);
    server.use(
      http.get(FILE, ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${fresh}`
          ? new HttpResponse('%PDF-1.7 stored', { headers: { 'Content-Type': 'application/pdf' } })
          : apiError('token_not_valid'),
      ),
    );

    const blob = await fetchBlob(FILE, { accept: 'application/pdf' });

    expect(await blob.text()).toBe('%PDF-1.7 stored');
  });

  it('does not refresh on a 401 of another code', async () => {
    const refreshes = refreshAnswers(fresh);
    server.use(http.get('/api/dashboard-counts/', () => apiError('not_authenticated')));

    await expect(unwrap(api.GET('/api/dashboard-counts/'))).rejects.toMatchObject({ status: 401, code: 'not_authenticated' });
    expect(refreshes.count).toBe(0);
  });
});

describe('api client: failures as the pages read them (DESIGN §3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the code and Retry-After of an error answer', async () => {
    server.use(http.post('/api/auth/login/', () => apiError('rate_limited', undefined, { headers: { 'Retry-After': '42' } })));

    const error = await unwrap(api.POST('/api/auth/login/', { body: { email: 'a@b.example', password: 'x' } })).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 42 });
  });

  it('names a body that is not the API error by its status: server_error for a proxy 502', async () => {
    server.use(http.get('/api/dashboard-counts/', () => new HttpResponse('Bad Gateway', { status: 502 })));

    await expect(unwrap(api.GET('/api/dashboard-counts/'))).rejects.toMatchObject({ status: 502, code: 'server_error' });
  });

  it('turns no answer into network_error and leaves an abort an abort', async () => {
    server.use(http.get('/api/dashboard-counts/', () => HttpResponse.error()));
    await expect(unwrap(api.GET('/api/dashboard-counts/'))).rejects.toMatchObject({ status: 0, code: 'network_error' });

    const controller = new AbortController();
    controller.abort();
    await expect(unwrap(api.GET('/api/dashboard-counts/', { signal: controller.signal }))).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: the reader’s language', () => {
  it('sends the interface language as Accept-Language, not the browser’s, so answers name places as the page does', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/deals/unread/', ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ unread: 0 });
      }),
    );
    const before = document.documentElement.lang;
    try {
      for (const lang of ['de', 'hu']) {
        document.documentElement.lang = lang;
        await unwrap(api.GET('/api/deals/unread/'));
      }
    } finally {
      document.documentElement.lang = before;
    }
    expect(seen).toEqual(['de', 'hu']);
  });
});
