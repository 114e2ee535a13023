import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient } from '@/lib/socket/realtime-client';
import { RealtimeStatus, REALTIME_STATUS_STRINGS as S } from './realtime-status';

/** A socket the test drives: it fires the events socket.io would. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  return {
    handlers,
    socket: {
      connected: false,
      on(event: string, handler: (...args: never[]) => void) {
        handlers.set(event, handler as (...args: unknown[]) => void);
      },
      emit() {},
      connect() {},
      disconnect() {},
      removeAllListeners() {},
    },
  };
});
vi.mock('@/lib/socket/realtime', () => ({
  realtime: createRealtimeClient({
    loadIo: async () => () => fake.socket,
    logger: { info() {}, warn() {}, error() {} },
  }),
}));
const { realtime } = await import('@/lib/socket/realtime');
const fireSocket = (event: string, ...args: unknown[]) => act(() => fake.handlers.get(event)?.(...args));

afterEach(() => {
  realtime.disconnect();
  vi.restoreAllMocks();
});

describe('the connection status in the header', () => {
  it("shows nothing while first connecting, 'Live' once connected, 'Reconnecting' only while trying again", async () => {
    render(<RealtimeStatus />);
    await act(() => realtime.connect('token'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText('Connecting')).not.toBeInTheDocument();
    fireSocket('connect');
    expect(screen.getByRole('status')).toHaveTextContent(S.connected);
    fireSocket('disconnect', 'transport close');
    expect(screen.getByRole('status')).toHaveTextContent(S.reconnecting);
    fireSocket('connect');
    expect(screen.getByRole('status')).toHaveTextContent(S.connected);
  });

  it("says 'Offline' when the browser has no network, whatever the socket does", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<RealtimeStatus />);
    await act(() => realtime.connect('token'));
    fireSocket('connect_error', new Error('offline'));
    expect(screen.getByRole('status')).toHaveTextContent(S.offline);
    expect(screen.queryByText(S.reconnecting)).not.toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toHaveTextContent(S.reconnecting);
  });
});
