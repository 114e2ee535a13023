import type { Client } from '@firebreak/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import { DeleteClientDialog } from './delete-client-dialog';

const client = { id: 'c1', name: 'Liberty Two Degrees', totalProjects: 3 } as Client;

describe('DeleteClientDialog', () => {
  it('warns that the client has projects, deletes on confirm and reports it for the notice', async () => {
    api.delete('/clients/:id', () => new Response(null, { status: 204 }));
    const onDeleted = vi.fn();
    const { user } = renderRoutes([
      { path: '/', element: <DeleteClientDialog client={client} onClose={vi.fn()} onDeleted={onDeleted} /> },
    ]);
    expect(screen.getByText(S.deleteWithProjects(3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: S.delete }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(S.deleted('Liberty Two Degrees')));
    expect(lastRequest('DELETE', '/clients/c1')).toBeTruthy();
  });

  it('has nothing to warn of for a client without projects', () => {
    renderRoutes([
      {
        path: '/',
        element: <DeleteClientDialog client={{ ...client, totalProjects: 0 }} onClose={vi.fn()} />,
      },
    ]);
    expect(screen.queryByText(/This client has/)).not.toBeInTheDocument();
  });
});
