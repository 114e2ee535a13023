import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type IoFactory, REALTIME_MESSAGES, type SocketLike } from './realtime-client';

type Handler = (...args: unknown[]) => void;

/** A socket.io Socket stand-in: records emits and connect() calls; the test fires server events. */
function makeFakeSocket() {
  const handlers = new Map<string, Handler[]>();
  const socket = {
    connected: false,
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    }),
    emit: vi.fn(),
    connect: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners: vi.fn(() => handlers.clear()),
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
  };
  return socket;
}

function setUp() {
  const socket = makeFakeSocket();
  const io = vi.fn(() => socket as unknown as SocketLike);
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const client = createRealtimeClient({ loadIo: async () => io as unknown as IoFactory, logger });
  return { socket, io, logger, client };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('is created idle and connects only when asked, with the token and the spec transports', async () => {
    const { client, io, socket } = setUp();
    expect(client.getState()).toBe('disconnected');
    expect(io).not.toHaveBeenCalled();
    const connecting = client.connect('tok-1');
    expect(client.getState()).toBe('connecting');
    await connecting;
    expect(io).toHaveBeenCalledWith({
      path: '/socket.io',
      auth: { token: 'tok-1' },
      transports: ['websocket', 'polling'],
      reconnection: false,
    });
    socket.fire('connect');
    expect(client.getState()).toBe('connected');
  });

  it('passes the five server events to listeners under their spec names', async () => {
    const { client, socket } = setUp();
    await client.connect('tok');
    const seen: [string, unknown][] = [];
    for (const name of [
      'PROJECT_UPDATE',
      'STATUS_CHANGE',
      'WEATHER_UPDATE',
      'COMPLIANCE_UPDATE',
      'ALERT',
    ] as const) {
      client.on(name, (payload) => seen.push([name, payload]));
    }
    socket.fire('project_update', { id: 1 });
    socket.fire('status_change', { id: 2 });
    socket.fire('weather_alert', { id: 3 });
    socket.fire('compliance_update', { id: 4 });
    socket.fire('alert', { id: 5 });
    expect(seen).toEqual([
      ['PROJECT_UPDATE', { id: 1 }],
      ['STATUS_CHANGE', { id: 2 }],
      ['WEATHER_UPDATE', { id: 3 }],
      ['COMPLIANCE_UPDATE', { id: 4 }],
      ['ALERT', { id: 5 }],
    ]);
  });

  it('passes a feature event by its own name, subscribed before or after connecting', async () => {
    const { client, socket } = setUp();
    const early: unknown[] = [];
    const late: unknown[] = [];
    client.onServerEvent('processing_job', (payload) => early.push(payload));
    await client.connect('tok');
    const stop = client.onServerEvent('processing_job', (payload) => late.push(payload));
    socket.fire('processing_job', { id: 'j1' });
    stop();
    socket.fire('processing_job', { id: 'j2' });
    expect(early).toEqual([{ id: 'j1' }, { id: 'j2' }]);
    expect(late).toEqual([{ id: 'j1' }]);
  });

  it('retries at most 5 times, 1 s × the attempt number apart, then logs the limit', async () => {
    const { client, socket, logger } = setUp();
    await client.connect('tok');
    const delays = [1000, 2000, 3000, 4000, 5000];
    for (const [index, delay] of delays.entries()) {
      socket.fire('connect_error', new Error('refused'));
      expect(logger.error).toHaveBeenLastCalledWith(REALTIME_MESSAGES.connectionError, 'refused');
      expect(client.getState()).toBe('connecting');
      vi.advanceTimersByTime(delay - 1);
      expect(socket.connect).toHaveBeenCalledTimes(index);
      vi.advanceTimersByTime(1);
      expect(socket.connect).toHaveBeenCalledTimes(index + 1);
    }
    socket.fire('connect_error', new Error('refused'));
    expect(logger.error).toHaveBeenLastCalledWith(REALTIME_MESSAGES.maxAttempts);
    expect(client.getState()).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(socket.connect).toHaveBeenCalledTimes(5);
  });

  it('starts counting again after a successful connection', async () => {
    const { client, socket } = setUp();
    await client.connect('tok');
    socket.fire('connect_error', new Error('refused'));
    vi.advanceTimersByTime(1000);
    socket.fire('connect_error', new Error('refused'));
    vi.advanceTimersByTime(2000);
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    vi.advanceTimersByTime(999);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(3);
  });

  it('reconnects when the server disconnects it, but not after its own disconnect', async () => {
    const { client, socket, logger } = setUp();
    await client.connect('tok');
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    expect(logger.warn).toHaveBeenCalledWith('Socket disconnected: io server disconnect');
    expect(client.getState()).toBe('connecting');
    vi.advanceTimersByTime(1000);
    expect(socket.connect).toHaveBeenCalledOnce();

    client.disconnect();
    expect(socket.removeAllListeners).toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(client.getState()).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(socket.connect).toHaveBeenCalledOnce();
  });

  it('warns and sends nothing when emitting while not connected', async () => {
    const { client, socket, logger } = setUp();
    expect(client.emit('subscribe_project', { projectId: 'p1' })).toBe(false);
    await client.connect('tok');
    expect(client.emit('join_project', { projectId: 'p1' })).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(`${REALTIME_MESSAGES.notConnected} 'join_project'`);
    expect(socket.emit).not.toHaveBeenCalled();
    socket.fire('connect');
    expect(client.emit('subscribe_project', { projectId: 'p1' })).toBe(true);
    expect(socket.emit).toHaveBeenCalledWith('subscribe_project', { projectId: 'p1' });
  });

  it('joins project rooms once connected, again after a reconnection, and leaves them', async () => {
    const { client, socket } = setUp();
    client.joinProject('p1');
    await client.connect('tok');
    expect(socket.emit).not.toHaveBeenCalled();
    socket.fire('connect');
    expect(socket.emit).toHaveBeenCalledWith('join_project', { projectId: 'p1' });
    socket.fire('disconnect', 'transport close');
    vi.advanceTimersByTime(1000);
    socket.fire('connect');
    expect(socket.emit).toHaveBeenCalledTimes(2);
    client.leaveProject('p1');
    expect(socket.emit).toHaveBeenLastCalledWith('leave_project', { projectId: 'p1' });
  });

  it('does not open a socket when disconnected while the library was loading', async () => {
    const { client, io } = setUp();
    const connecting = client.connect('tok');
    client.disconnect();
    await connecting;
    expect(io).not.toHaveBeenCalled();
    expect(client.getState()).toBe('disconnected');
  });

  it('tells state listeners and can retry after the attempts ran out', async () => {
    const { client, socket } = setUp();
    const states: string[] = [];
    const statuses: string[] = [];
    client.onStateChange((state) => {
      states.push(state);
      statuses.push(client.getStatus());
    });
    await client.connect('tok');
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      socket.fire('connect_error', new Error('down'));
      vi.advanceTimersByTime(attempt * 1000);
    }
    expect(client.getState()).toBe('disconnected');
    client.retry();
    expect(socket.connect).toHaveBeenCalledTimes(6);
    socket.fire('connect');
    // The first connection is 'connecting'; trying again after it failed is 'reconnecting' (issue 30 §1).
    expect(states).toEqual(['connecting', 'connecting', 'disconnected', 'connecting', 'connected']);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'disconnected', 'reconnecting', 'connected']);
  });
});
