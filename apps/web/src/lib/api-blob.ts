import type { ApiError } from '@freight/shared/errors';
import { ApiRequestError } from './api-client';
import { getAccessToken } from './session';
import { ensureFreshAccessToken, refreshOrEnd } from './session-refresh';

async function request(url: URL, accept: string, signal?: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  try {
    return await fetch(url, { headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, { detail: (error as Error).message });
  }
}

const errorBody = (response: Response): Promise<Partial<ApiError>> =>
  response.json().then(
    (body: unknown) => (body ?? {}) as Partial<ApiError>,
    () => ({}),
  );

/**
 * A stored file (document, hiring proof) from the API. Those routes answer only with the Bearer
 * header, so a plain link cannot fetch them: the file is read as a blob with the session rules of
 * apiFetch (a fresh token first, one refresh and retry on `token_not_valid`, §4).
 */
export async function apiFetchBlob(path: string, options: { signal?: AbortSignal; accept?: string } = {}): Promise<Blob> {
  const url = new URL(path, window.location.origin);
  const accept = options.accept ?? '*/*';
  await ensureFreshAccessToken();
  let response = await request(url, accept, options.signal);
  if (response.status === 401 && (await errorBody(response.clone())).code === 'token_not_valid' && (await refreshOrEnd())) {
    response = await request(url, accept, options.signal);
  }
  if (!response.ok) throw new ApiRequestError(response.status, await errorBody(response));
  return response.blob();
}

/** Saves a blob under its name through a temporary object URL, revoked once the download started. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
