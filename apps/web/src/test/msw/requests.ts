import { server } from './server';

/** One request a page made, as the API received it; `body` is parsed JSON, FormData or text (undefined when empty). */
export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
};

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * Records every request of the current test (in the order their bodies were read: the sending
 * order, as a page sends one request at a time), beside whatever handler answers it. Recording
 * stops after the test (setup.ts).
 */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const sent = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: request.headers };
    // Listed once its body is read, so a listed request always has its body.
    void readBody(request.clone()).then(
      (body) => requests.push({ ...sent, body }),
      // A request the handler cut off (HttpResponse.error()) may leave no body to read; it was still sent.
      () => requests.push({ ...sent, body: undefined }),
    );
  };
  server.events.on('request:start', listener);
  recorders.push(() => server.events.removeListener('request:start', listener));
  return requests;
}

const recorders: (() => void)[] = [];

/** Called by setup.ts after each test. */
export function stopRecording() {
  for (const stop of recorders.splice(0)) stop();
}
