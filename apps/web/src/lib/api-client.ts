import type { ApiError, ErrorCode } from '@freight/shared/errors';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './api/schema';
import { getAccessToken } from './session';
import { ensureFreshAccessToken, refreshOrEnd } from './session-refresh';

/** A failed API call, carrying the contract's error body (DESIGN §3). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network_error';
  readonly fields: Record<string, string[]> | undefined;
  /** Seconds until the call may be tried again, from a 429/503 answer's `Retry-After` (DESIGN §3). */
  readonly retryAfterSeconds: number | undefined;
  /** The request's id (issue 34): what support needs to find a failure in the logs. */
  readonly requestId: string | undefined;

  constructor(status: number, body: Partial<ApiError>, retryAfterSeconds?: number) {
    super(body.detail ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code ?? (status >= 500 ? 'server_error' : 'network_error');
    this.fields = body.fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.requestId = body.request_id;
  }
}

/** `Retry-After` in its delay-seconds form (the one the API sends); undefined when absent or unreadable. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** No answer at all (offline, DNS, reset): the error the UI shows as `network_error`; an abort stays an abort. */
const networkErrors: Middleware = {
  onError({ error }) {
    if (isAbort(error)) return error as Error;
    return new ApiRequestError(0, { detail: error instanceof Error ? error.message : String(error) });
  },
};

/**
 * The interface language as Accept-Language on every call (the browser would send its own): answers that name
 * places without a `?lang=` of their own, a deal's route for one, name them as the page does (decision 074).
 * i18n keeps it on the document's root, which spares this module the catalogues.
 */
const readerLanguage: Middleware = {
  onRequest({ request }) {
    const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (lang) request.headers.set('Accept-Language', lang);
    return request;
  },
};

const withToken = (request: Request, token: string): Request => {
  request.headers.set('Authorization', `Bearer ${token}`);
  return request;
};

/** Copies of sent requests, kept until their answer is read, so one can be sent again after a refresh. */
const resendable = new Map<string, Request>();

/**
 * The session rules of §4 for every call made with `api`: an access token with under 30 s left is
 * refreshed first; a `token_not_valid` answer refreshes once and retries once (a second refusal is
 * final); a refused refresh ends the session (session-refresh.ts).
 */
const sessionAuth: Middleware = {
  async onRequest({ request, id }) {
    if (!getAccessToken()) return request;
    await ensureFreshAccessToken();
    const token = getAccessToken();
    // The refresh was refused and the session has ended: the request would only fail.
    if (!token) throw new ApiRequestError(401, { code: 'token_not_valid', detail: 'The session has ended.' });
    resendable.set(id, request.clone());
    return withToken(request, token);
  },
  async onResponse({ response, id, options }) {
    const copy = resendable.get(id);
    resendable.delete(id);
    if (!copy || response.status !== 401) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as Partial<ApiError>;
    if (body.code !== 'token_not_valid' || !(await refreshOrEnd())) return response;
    try {
      return await options.fetch(withToken(copy, getAccessToken() ?? ''));
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiRequestError(0, { detail: (error as Error).message });
    }
  },
  onError({ id }) {
    resendable.delete(id);
  },
};

function apiClient(middleware: Middleware[]): Client<paths> {
  const client = createClient<paths>({
    // No window when the build draws pages ahead (app/prerender): no request is sent there.
    baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
    headers: { Accept: 'application/json' },
    // Looked up at each call, not once at start: tests put their network edge in place after this module loaded.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(...middleware);
  return client;
}

/** The API client of the signed-in user (DESIGN §3), typed by the OpenAPI document (lib/api/schema.d.ts). */
export const api = apiClient([networkErrors, readerLanguage, sessionAuth]);

/** The same client without a token: login, registration, password reset, onboarding, logout, unsubscribe. */
export const publicApi = apiClient([networkErrors, readerLanguage]);

type Result<T> = { data?: T; error?: unknown; response: Response };

/**
 * The answer's body, or the contract's error (DESIGN §3) thrown as ApiRequestError: the query cache
 * and the forms handle failures as thrown errors. A body that is not an error object counts as none.
 */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const body = typeof error === 'object' && error !== null ? (error as Partial<ApiError>) : {};
    // A body without the id (a proxy's page) still has it in the header when the API saw the request.
    const requestId = body.request_id ?? response.headers.get('X-Request-Id') ?? undefined;
    throw new ApiRequestError(response.status, { ...body, request_id: requestId }, retryAfterOf(response));
  }
  return data as T;
}

/** Stored files (documents, hiring proofs) are linked by the `url` the API gives with them, not by a route template. */
type FileLinks = Record<string, { get: { parameters: object; responses: { 200: { content: { '*/*': Blob } } } } }>;
const fileClient = api as unknown as Client<FileLinks>;

/**
 * A stored file as a blob, from the path the API gave with it (`url`, relative to the site). Those
 * routes answer only with the Bearer header, so a plain link cannot fetch them; the session rules of
 * `api` apply (a fresh token first, one refresh and retry).
 */
export const fetchBlob = (url: string, options: { signal?: AbortSignal; accept?: string } = {}): Promise<Blob> =>
  unwrap(fileClient.GET(url, { parseAs: 'blob', headers: { Accept: options.accept ?? '*/*' }, signal: options.signal }));

/**
 * The body of an upload route. Those routes read their multipart parts themselves, so the OpenAPI
 * document declares no request body for them and the typed client would take none.
 */
export const multipartBody = (form: FormData) => ({ body: form as never });

/** The JSON body a route takes, read from the OpenAPI document, so a request type needs no second definition. */
export type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
