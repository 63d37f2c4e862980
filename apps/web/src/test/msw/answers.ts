import { ERROR_STATUS, type ApiError, type ErrorCode } from '@freight/shared/errors';
import type { Paginated } from '@freight/shared/pagination';
import { HttpResponse } from 'msw';

/** The API's one error body (DESIGN §3) with the status its code answers with. */
export function apiError(code: ErrorCode, fields?: ApiError['fields'], init: { headers?: Record<string, string> } = {}) {
  const body: ApiError = { code, detail: `Test answer: ${code}.`, ...(fields ? { fields } : {}) };
  return HttpResponse.json(body, { status: ERROR_STATUS[code], headers: init.headers });
}

/** A `validation_failed` answer naming the failed field codes. */
export const validationFailed = (fields: NonNullable<ApiError['fields']>) => apiError('validation_failed', fields);

/** One page of a cursor-paginated list (DESIGN §3). */
export const page = <T>(results: T[], next: string | null = null): Paginated<T> => ({ results, next });
