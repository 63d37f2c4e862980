import { describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_STATUS, errorCodeSchema } from './errors';
import { failedPaths } from './test/issue-codes';

describe('API errors (DESIGN §3)', () => {
  it('answers each code with the status DESIGN gives it', () => {
    expect(ERROR_STATUS).toMatchObject({
      validation_failed: 400,
      invalid_credentials: 400,
      token_not_valid: 401,
      not_authenticated: 401,
      company_inactive: 403,
      permission_denied: 403,
      not_found: 404,
      uid_conflict: 409,
      rate_limited: 429,
      server_error: 500,
      service_unavailable: 503,
    });
  });

  it('knows every code of the table and no other', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(errorCodeSchema.safeParse(code).success).toBe(true);
    expect(errorCodeSchema.safeParse('teapot').success).toBe(false);
  });

  it('has a code and a detail, and field codes only as lists of codes', () => {
    const error = { code: 'validation_failed', detail: 'The request is not valid.', fields: { email: ['email_invalid'] } };
    expect(apiErrorSchema.parse(error)).toEqual(error);
    expect(apiErrorSchema.parse({ code: 'not_found', detail: 'Not found.' })).toEqual({ code: 'not_found', detail: 'Not found.' });
    expect(failedPaths(apiErrorSchema.safeParse({ code: 'teapot', fields: { email: 'email_invalid' } }))).toEqual([
      'code',
      'detail',
      'fields.email',
    ]);
  });
});
