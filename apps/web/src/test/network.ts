import { http } from 'msw';
import { server } from './msw/server';

/** One request the page made; `body` as the API received it (the JSON text, FormData…). */
export type Call = { method: string; path: string; query: Record<string, string>; body: BodyInit | null | undefined };

export const json = (status: number, body: unknown) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function bodyOf(request: Request): Promise<Call['body']> {
  if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}

/**
 * Older page tests answer every /api/ request of a test with one function, through MSW
 * (`server.use`) so the request still crosses the real fetch. New tests use the shared handlers of
 * msw/handlers.ts with one `server.use(…)` per path they change, and `recordRequests()`.
 */
export function stubNetwork(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const call: Call = {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: await bodyOf(request),
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
