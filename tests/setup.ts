import './stubs/next-cache';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBrowser, server } from './msw/server';

// Testing Library, jest-dom and the browser stand-ins only where there is a DOM: files in the
// node environment (the door, the sandbox, the caches) do without loading them.
const dom = typeof window === 'undefined' ? null : await import('./setup-dom');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  dom?.cleanup();
  server.resetHandlers();
  resetBrowser();
});
afterAll(() => server.close());
