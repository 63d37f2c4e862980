import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { alertQueue } from '../lib/alerts/alert';
import { stopRecording } from './msw/requests';
import { listenForTests, server, takeUnhandledRequests } from './msw/server';

// jsdom lacks the browser APIs Mantine reads at render time.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Uploads cross the real fetch of Node (through MSW), which reads only its own Blob, File and FormData:
// with jsdom's, every file would arrive named "blob". A browser keeps the names; so do these.
const JsdomFormData = globalThis.FormData;
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
/** Node's FormData that, like a browser's, can also read a form (React reads a submitted form's fields so). */
class BrowserFormData extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (form) for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
  }
}
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: BrowserFormData });

// jsdom lays nothing out, so Mantine's focus trap finds no visible element in an open calendar or dialog and
// warns with the whole DOM node, hundreds of lines each time. That one message is dropped here; the journeys
// check focus in a real browser. The flag keeps one wrapper when a worker runs this file again for its next test file.
const FOCUS_TRAP_NOISE = '[@mantine/hooks/use-focus-trap] Failed to find focusable element';
const quiet = globalThis as { focusTrapNoiseDropped?: true };
if (!quiet.focusTrapNoiseDropped) {
  quiet.focusTrapNoiseDropped = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(FOCUS_TRAP_NOISE)) return;
    warn(...args);
  };
}

// findBy… and waitFor wait up to 3 s instead of 1 s: on a loaded two-core machine a save that crosses
// MSW, the query cache and a route change can take longer than 1 s; what never comes still fails.
configure({ asyncUtilTimeout: 3000 });

// Every request of a web test goes to the shared MSW handlers (msw/handlers.ts).
beforeAll(() => {
  // Files of a worker share one window (isolate: false): a session an earlier file stored would show in the
  // next file's pages (the public layout once read "Me Myself" of the employees tests). Each file starts signed out.
  sessionStorage.clear();
  localStorage.clear();
  listenForTests();
});
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  stopRecording();
  server.resetHandlers();
  // The alert queue is app-wide: no alert of one test may show in the next.
  for (let current = alertQueue.snapshot(); current; current = alertQueue.snapshot()) alertQueue.dismiss(current.id);
  // A request no handler knows fails its test, even when the page shrugged the failed request off.
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) throw new Error(`Requests no MSW handler answers: ${unhandled.join(', ')}`);
});
