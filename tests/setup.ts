import '@testing-library/jest-dom/vitest';
import './browser-apis';
import './stubs/next-cache';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBrowser, server } from './msw/server';

// findBy*/waitFor wait up to 5 s instead of 1 s: a validation or an answer from the in-process
// sandbox can take longer than a second on a loaded CI machine, and a wait only ends early.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetBrowser();
});
afterAll(() => server.close());
