/**
 * Where to go after login (§2 /login `redirect`): only a path of this site. `//host` and `/\host`
 * would leave it, so they fall back to the dashboard.
 */
export function safeRedirect(value: string | null, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/**
 * Where a login lands (issue 13 item 8): staff on their own screens — every member screen would
 * answer them 403 — and members on the `redirect` path or the dashboard. The role comes from the
 * login answer; the API still refuses each side's screens to the other.
 */
export function landingAfterLogin(user: { is_superuser: boolean }, redirectTo: string | null): string {
  if (!user.is_superuser) return safeRedirect(redirectTo);
  const wanted = safeRedirect(redirectTo, '/staff');
  return wanted === '/staff' || wanted.startsWith('/staff/') || wanted.startsWith('/staff?') ? wanted : '/staff';
}
