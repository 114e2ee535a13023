/**
 * The realtime connection (spec §4 Realtime connection, §7 Realtime socket, §8, §9 Realtime).
 * Created idle; `connect(token)` is called after sign-in and `disconnect()` on logout. socket.io's own
 * reconnection is off: we retry at most 5 times, waiting 1 s × the attempt number, and we also
 * reconnect when the server drops us. Server events reach listeners under their §7 names.
 */
import {
  type ClientSocketEvent,
  REALTIME,
  type ROOM_EVENTS,
  type ServerSocketEvent,
  SOCKET_EVENTS,
} from '@firebreak/shared';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

export type ConnectionState = 'connected' | 'connecting' | 'disconnected';
/** The state as the header shows it: a first connection apart from trying again after losing one. */
export type ConnectionStatus = ConnectionState | 'reconnecting';
export type RoomEvent = (typeof ROOM_EVENTS)[number];
export type RealtimeListener = (payload: unknown) => void;

/** The part of a socket.io Socket this client uses (a fake in tests). */
export type SocketLike = {
  connected: boolean;
  on: (event: string, listener: (...args: never[]) => void) => unknown;
  emit: (event: string, ...args: unknown[]) => unknown;
  connect: () => unknown;
  disconnect: () => unknown;
  removeAllListeners: () => unknown;
};
export type IoFactory = (options: Partial<ManagerOptions & SocketOptions>) => SocketLike;
export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export const REALTIME_MESSAGES = {
  maxAttempts: 'Max reconnection attempts reached',
  connectionError: 'Socket connection error:',
  notConnected: 'Socket not connected; not sending',
} as const;

type ClientOptions = {
  /** Loads socket.io-client on first connect, so it stays out of the first page load. */
  loadIo: () => Promise<IoFactory>;
  logger?: Logger;
  maxAttempts?: number;
  delayMs?: number;
};

export function createRealtimeClient({
  loadIo,
  logger = console,
  maxAttempts = REALTIME.maxReconnectAttempts,
  delayMs = REALTIME.reconnectDelayMs,
}: ClientOptions) {
  let socket: SocketLike | null = null;
  let state: ConnectionState = 'disconnected';
  let attempts = 0;
  // Trying again after a failed or lost connection (not the first attempt after sign-in).
  let retrying = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Bumped by disconnect(), so a connect() still loading the library does not open a socket after it.
  let generation = 0;
  const listeners = new Map<ClientSocketEvent, Set<RealtimeListener>>();
  // Events outside SOCKET_EVENTS (e.g. a feature's own 'processing_job'), wired on the socket on demand.
  const rawListeners = new Map<string, Set<RealtimeListener>>();
  let rawWired = new Set<string>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const rooms = new Set<string>();

  const statusOf = (): ConnectionStatus => (state === 'connecting' && retrying ? 'reconnecting' : state);

  function setState(next: ConnectionState, nextRetrying = next === 'connecting' ? retrying : false) {
    if (next === state && nextRetrying === retrying) return;
    state = next;
    retrying = nextRetrying;
    for (const listener of stateListeners) listener(next);
  }

  function scheduleReconnect() {
    if (!socket || timer) return;
    if (attempts >= maxAttempts) {
      logger.error(REALTIME_MESSAGES.maxAttempts);
      setState('disconnected');
      return;
    }
    attempts += 1;
    const delay = delayMs * attempts;
    setState('connecting', true);
    logger.info(`Reconnecting in ${delay} ms (attempt ${attempts} of ${maxAttempts})`);
    timer = setTimeout(() => {
      timer = null;
      socket?.connect();
    }, delay);
  }

  function wireRaw(target: SocketLike, event: string) {
    if (rawWired.has(event)) return;
    rawWired.add(event);
    target.on(event, (payload: unknown) => {
      for (const listener of rawListeners.get(event) ?? []) listener(payload);
    });
  }

  function wire(next: SocketLike) {
    rawWired = new Set<string>();
    for (const event of rawListeners.keys()) wireRaw(next, event);
    next.on('connect', () => {
      attempts = 0;
      setState('connected');
      // Rooms do not survive a new connection: join again the ones the screens asked for.
      for (const projectId of rooms) next.emit('join_project', { projectId });
    });
    next.on('connect_error', (error: Error) => {
      logger.error(REALTIME_MESSAGES.connectionError, error?.message ?? error);
      scheduleReconnect();
    });
    next.on('disconnect', (reason: string) => {
      if (reason === 'io client disconnect') return;
      logger.warn(`Socket disconnected: ${reason}`);
      setState('disconnected');
      scheduleReconnect();
    });
    for (const [serverEvent, clientEvent] of Object.entries(SOCKET_EVENTS) as [
      ServerSocketEvent,
      ClientSocketEvent,
    ][]) {
      next.on(serverEvent, (payload: unknown) => {
        for (const listener of listeners.get(clientEvent) ?? []) listener(payload);
      });
    }
  }

  async function connect(token: string): Promise<void> {
    if (socket || state === 'connecting') return;
    const current = ++generation;
    setState('connecting');
    const io = await loadIo();
    if (current !== generation) return;
    socket = io({
      path: '/socket.io',
      auth: { token },
      transports: ['websocket', 'polling'],
      reconnection: false,
    });
    wire(socket);
  }

  function disconnect() {
    generation += 1;
    if (timer) clearTimeout(timer);
    timer = null;
    attempts = 0;
    const closing = socket;
    socket = null;
    if (closing) {
      closing.removeAllListeners();
      closing.disconnect();
    }
    setState('disconnected');
  }

  /** Tries again after the attempts ran out (the offline indicator offers it). */
  function retry() {
    if (!socket || state !== 'disconnected') return;
    attempts = 0;
    setState('connecting', true);
    socket.connect();
  }

  function emit(event: RoomEvent, payload: { projectId: string }): boolean {
    if (!socket?.connected) {
      logger.warn(`${REALTIME_MESSAGES.notConnected} '${event}'`);
      return false;
    }
    socket.emit(event, payload);
    return true;
  }

  /** Joins a project's room now if connected, and again after every reconnection. */
  function joinProject(projectId: string) {
    rooms.add(projectId);
    if (socket?.connected) socket.emit('join_project', { projectId });
  }

  function leaveProject(projectId: string) {
    rooms.delete(projectId);
    if (socket?.connected) socket.emit('leave_project', { projectId });
  }

  function on(event: ClientSocketEvent, listener: RealtimeListener): () => void {
    const set = listeners.get(event) ?? new Set<RealtimeListener>();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  }

  /** Listens to a server event by its own name (one not in SOCKET_EVENTS); returns the unsubscribe. */
  function onServerEvent(event: string, listener: RealtimeListener): () => void {
    const set = rawListeners.get(event) ?? new Set<RealtimeListener>();
    set.add(listener);
    rawListeners.set(event, set);
    if (socket) wireRaw(socket, event);
    return () => set.delete(listener);
  }

  function onStateChange(listener: (state: ConnectionState) => void): () => void {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  }

  return {
    connect,
    disconnect,
    retry,
    emit,
    joinProject,
    leaveProject,
    on,
    onServerEvent,
    onStateChange,
    getState: () => state,
    getStatus: statusOf,
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
