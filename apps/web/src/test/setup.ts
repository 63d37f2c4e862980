import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

// Every request of a web test goes to the shared MSW handlers (msw/handlers.ts).
beforeAll(() => listenForTests());
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
