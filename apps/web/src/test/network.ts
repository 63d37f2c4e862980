import { vi } from 'vitest';

/** One request the page made; `body` as the page passed it (a JSON string, FormData…). */
export type Call = { method: string; path: string; query: Record<string, string>; body: BodyInit | null | undefined };

export const json = (status: number, body: unknown) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The network edge of page tests: every call is recorded and answered by `answer`. */
export function stubNetwork(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | RequestInfo, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const call: Call = { method: init.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body: init.body };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
