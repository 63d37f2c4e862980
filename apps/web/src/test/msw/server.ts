import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The API at the edge of web tests: the shared handlers, overridden per test with `server.use(…)`. */
export const server = setupServer(...handlers);

/** Requests no handler answered since the last check; setup.ts fails the test that made one. */
const unhandled: string[] = [];

export function listenForTests() {
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

/** Empties the list of unhandled requests and returns what it held. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
