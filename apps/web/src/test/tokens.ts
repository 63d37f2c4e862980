/** An unsigned JWT-shaped token expiring in the given seconds: the web only reads `exp`, the server is not involved. */
export const fakeJwt = (expiresInSeconds: number) =>
  `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds, token_type: 'access' }))}.y`;
