import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { requests, server } from './msw';

// findBy*/waitFor give up after 1 s by default: a lazy screen's first render on a loaded 2-core
// machine can take longer, which failed tests that pass alone. They still fail on a real absence.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
