import type { ApiError, ErrorCode } from '@freight/shared/errors';
import { getAccessToken } from './session';
import { ensureFreshAccessToken, refreshOrEnd } from './session-refresh';

/** A failed API call, carrying the contract's error body (DESIGN §3). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network_error';
  readonly fields: Record<string, string[]> | undefined;
  /** Seconds until the call may be tried again, from a 429/503 answer's `Retry-After` (DESIGN §3). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: Partial<ApiError>, retryAfterSeconds?: number) {
    super(body.detail ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code ?? (status >= 500 ? 'server_error' : 'network_error');
    this.fields = body.fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** `Retry-After` in its delay-seconds form (the one the API sends); undefined when absent or unreadable. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * - `session` (default): send the access token; refresh it first when it has under 30 s left, and
 *   on a `token_not_valid` answer refresh once and retry once (§4).
 * - `token`: send the access token as it is, nothing more (logout must not start a refresh).
 * - `none`: send no token (login, registration, password reset).
 */
export type AuthMode = 'session' | 'token' | 'none';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  auth?: AuthMode;
};

async function send(url: URL, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, { detail: (error as Error).message });
  }
}

const readBody = (response: Response): Promise<unknown> => response.json().catch(() => ({}));

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const auth = options.auth ?? 'session';
  if (auth === 'session' && getAccessToken()) {
    await ensureFreshAccessToken();
    // The refresh was refused and the session has ended: the request would only fail.
    if (!getAccessToken()) throw new ApiRequestError(401, { code: 'token_not_valid', detail: 'The session has ended.' });
  }
  const token = auth === 'none' ? null : getAccessToken();

  let response = await send(url, options, token);
  let payload: unknown = response.status === 204 ? undefined : await readBody(response);
  if (auth === 'session' && token && response.status === 401 && (payload as Partial<ApiError>).code === 'token_not_valid') {
    // One refresh and one retry; a second refusal is final.
    if (await refreshOrEnd()) {
      response = await send(url, options, getAccessToken());
      payload = response.status === 204 ? undefined : await readBody(response);
    }
  }
  if (!response.ok) throw new ApiRequestError(response.status, (payload ?? {}) as Partial<ApiError>, retryAfterOf(response));
  return payload as T;
}
