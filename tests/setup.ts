import '@testing-library/jest-dom/vitest';
import './browser-apis';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBrowser, server } from './msw/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetBrowser();
});
afterAll(() => server.close());
