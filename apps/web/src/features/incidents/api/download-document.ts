import type { ApiError } from '@freight/shared/errors';
import { ApiRequestError } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { ensureFreshAccessToken, refreshOrEnd } from '../../../lib/session-refresh';

async function request(url: URL): Promise<Response> {
  const token = getAccessToken();
  try {
    return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new ApiRequestError(0, { detail: (error as Error).message });
  }
}

const errorBody = (response: Response): Promise<Partial<ApiError>> =>
  response.json().then(
    (body: unknown) => (body ?? {}) as Partial<ApiError>,
    () => ({}),
  );

/**
 * An incident document (`url` from the list). The route needs the Bearer header, so a plain link
 * cannot fetch it: it is read as a blob with the session rules of apiFetch (refresh before a nearly
 * expired token, one refresh and retry on `token_not_valid`, §4).
 */
export async function fetchIncidentDocument(path: string): Promise<Blob> {
  const url = new URL(path, window.location.origin);
  await ensureFreshAccessToken();
  let response = await request(url);
  if (response.status === 401 && (await errorBody(response.clone())).code === 'token_not_valid' && (await refreshOrEnd())) {
    response = await request(url);
  }
  if (!response.ok) throw new ApiRequestError(response.status, await errorBody(response));
  return response.blob();
}

/** Saves the blob under its name through a temporary object URL, released right after. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
