import type { TokenService } from '../../plugins/auth';

/**
 * The login (refresh-token family) of the request's access token, read again from the header the
 * authenticate hook has already checked: request.auth names the member, not the login.
 */
export async function currentLogin(tokens: TokenService, authorization: string | undefined): Promise<string | null> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
  if (!token) return null;
  return (await tokens.verifyAccess(token))?.familyId ?? null;
}
