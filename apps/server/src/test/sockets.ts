/**
 * socket.io clients for tests against a listening app. Nothing here times anything: a wait ends when
 * its event comes, and the test's own timeout is the only limit.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

export function urlOf(app: FastifyInstance) {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Connects with a token; rejects with the server's reason when the handshake is refused. */
export function openSocket(url: string, token: string | undefined): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next payload of an event (that `where` accepts, when given). */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  where: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!where(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Resolves with the reason once the socket is disconnected (at once if it already is). */
export function disconnected(socket: Socket): Promise<string> {
  if (!socket.connected) return Promise.resolve('already disconnected');
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/**
 * Whether the server still answers this socket: an acknowledged round trip. Anything the server did
 * to the socket before it read this message (a disconnect) has reached the client by then.
 */
export async function stillConnected(socket: Socket): Promise<boolean> {
  if (!socket.connected) return false;
  const answer = await Promise.race([
    socket.emitWithAck('join_project', { projectId: 'still-there' }),
    disconnected(socket).then(() => null),
  ]);
  return (answer as { ok?: boolean } | null)?.ok === true && socket.connected;
}

/** The session id a token names (its `sid` claim). */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return String(payload.sid);
}
