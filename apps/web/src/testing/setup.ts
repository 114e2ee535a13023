import '@testing-library/jest-dom/vitest';
import { DEFAULT_APP_NAME } from '@firebreak/shared';
import { cleanup, configure } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { requests, server } from './msw';

// findBy*/waitFor give up after 1 s by default: a lazy screen's first render on a loaded 2-core
// machine can take longer, which failed tests that pass alone. They still fail on a real absence.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// Every page names its browser tab after the product (usePageTitle), so nearly every screen asks for
// the public config; a test that cares answers it itself, in front of this one.
beforeEach(() => {
  server.use(
    http.get('*/api/config', () =>
      HttpResponse.json({ appName: DEFAULT_APP_NAME, googleEnabled: false, signupMode: 'open' }),
    ),
  );
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
