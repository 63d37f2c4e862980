/** GET of a JSON answer as a member (walking cursors); anything but 200 fails the bench. */
export async function getJson<T = { next: string | null }>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
