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

/** An incident document for review (its `url` from the list); fetched as a blob because the route needs the Bearer header. */
export async function getIncidentDocument(path: string): Promise<Blob> {
  const url = new URL(path, window.location.origin);
  await ensureFreshAccessToken();
  let response = await request(url);
  if (response.status === 401 && (await errorBody(response.clone())).code === 'token_not_valid' && (await refreshOrEnd())) {
    response = await request(url);
  }
  if (!response.ok) throw new ApiRequestError(response.status, await errorBody(response));
  return response.blob();
}
