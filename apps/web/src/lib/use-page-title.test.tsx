import type { AppConfig } from '@firebreak/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { usePageTitle } from './use-page-title';

function Titled({ page }: { page: string }) {
  usePageTitle(page);
  return <p>{page}</p>;
}

describe('usePageTitle', () => {
  it("names the tab after the page and the server's product name, and follows navigation", async () => {
    api.get<AppConfig>('/config', {
      appName: 'Firebreak Planner',
      googleEnabled: false,
      signupMode: 'open',
      publicUrl: 'http://localhost:3000',
      timeZone: 'Africa/Johannesburg',
    });
    const { router } = renderRoutes(
      [
        { path: '/projects', element: <Titled page="Projects" /> },
        { path: '/clients', element: <Titled page="Clients" /> },
      ],
      ['/projects'],
    );
    expect(document.title).toBe('Projects · Firebreak');
    await waitFor(() => expect(document.title).toBe('Projects · Firebreak Planner'));
    await router.navigate('/clients');
    await waitFor(() => expect(document.title).toBe('Clients · Firebreak Planner'));
  });
});
