import { ApiRequestError } from '../../../lib/api-client';

/** The catalogue key of a failed call: the contract's error code (DESIGN §3), else the generic text. */
export function errorKey(error: unknown): string {
  return error instanceof ApiRequestError ? `errors.${error.code}` : 'common.unexpectedError';
}
