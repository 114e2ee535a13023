import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type IoFactory, type SocketLike } from './realtime-client';
import { useConnectionState, useProjectRoom, useRealtimeConnection } from './use-realtime';

function setUp() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const socket = {
    connected: false,
    on: (event: string, handler: (payload?: unknown) => void) => handlers.set(event, handler),
    emit: vi.fn(),
    connect: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners: vi.fn(),
  };
  const io = vi.fn(() => socket as unknown as SocketLike);
  const client = createRealtimeClient({ loadIo: async () => io as unknown as IoFactory });
  const queryClient = new QueryClient();
  const fire = (event: string, payload?: unknown) =>
    act(() => {
      if (event === 'connect') socket.connected = true;
      handlers.get(event)?.(payload);
    });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { socket, io, client, queryClient, fire, wrapper };
}

describe('realtime hooks', () => {
  it('connects with the stored token while the signed-in shell is shown, and disconnects after', async () => {
    localStorage.setItem('token', 'tok-9');
    const { client, io, socket, queryClient, fire, wrapper } = setUp();
    function Shell() {
      useRealtimeConnection(client);
      return <p>{useConnectionState(client)}</p>;
    }
    const view = render(<Shell />, { wrapper });
    expect(await screen.findByText('connecting')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(io).toHaveBeenCalledWith(expect.objectContaining({ auth: { token: 'tok-9' } })),
    );
    fire('connect');
    expect(screen.getByText('connected')).toBeInTheDocument();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fire('weather_alert', {});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['projects', 'metrics'] });
    view.unmount();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(client.getState()).toBe('disconnected');
  });

  it('does not connect without a token', () => {
    const { client, io, wrapper } = setUp();
    function Shell() {
      useRealtimeConnection(client);
      return null;
    }
    render(<Shell />, { wrapper });
    expect(io).not.toHaveBeenCalled();
    expect(client.getState()).toBe('disconnected');
  });

  it('joins the shown project’s room and leaves it when the screen goes', async () => {
    const { client, socket, fire } = setUp();
    await client.connect('tok');
    fire('connect');
    function Screen({ id }: { id: string }) {
      useProjectRoom(id, client);
      return null;
    }
    const view = render(<Screen id="p-1" />);
    expect(socket.emit).toHaveBeenCalledWith('join_project', { projectId: 'p-1' });
    view.rerender(<Screen id="p-2" />);
    expect(socket.emit).toHaveBeenCalledWith('leave_project', { projectId: 'p-1' });
    expect(socket.emit).toHaveBeenCalledWith('join_project', { projectId: 'p-2' });
    view.unmount();
    expect(socket.emit).toHaveBeenLastCalledWith('leave_project', { projectId: 'p-2' });
  });
});
