import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { alertQueue } from '../lib/alerts/alert';

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

afterEach(() => {
  cleanup();
  // The alert queue is app-wide: no alert of one test may show in the next.
  for (let current = alertQueue.snapshot(); current; current = alertQueue.snapshot()) alertQueue.dismiss(current.id);
});
