/**
 * Where to go after login (§2 /login `redirect`): only a path of this site. `//host` and `/\host`
 * would leave it, so they fall back to the dashboard.
 */
export function safeRedirect(value: string | null, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
