/**
 * Realtime (spec §7): socket.io on the app's own server. Connections must carry a valid token
 * (`auth: { token }`); every signed-in staff socket is in the 'staff' room, its user's, its session's and,
 * when its role may read project money, the 'money' room; it may join project rooms. A client's contact
 * (CLIENT, decision 0092) is only in its user's, its session's and its clients' rooms.
 * Domain events become the spec's socket events; with Redis they reach every instance's clients.
 * A socket lives no longer than its session (issue 25 §4, docs/decisions/0074): 'user.access-changed'
 * disconnects the sockets it names on every instance, and each instance re-checks its sockets'
 * sessions every SESSION_CHECK_MS (expired, idle, revoked, disabled, or the role changed: gone).
 */

import {
  canReadProjectMoney,
  DISPATCH_SOCKET_EVENT,
  MY_DAY_SOCKET_EVENT,
  PORTAL_SOCKET_EVENT,
  PROCESSING_SOCKET_EVENT,
  type Project,
  ROOM_EVENTS,
  type Role,
  withoutAlertMoney,
  withoutProjectMoney,
} from '@firebreak/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type DefaultEventsMap, Server } from 'socket.io';
import type { AppContext } from '../lib/context';
import { queueingConnection } from '../lib/redis';
import '../modules/auth/access-events';
import '../modules/dispatch/dispatch-events';
import { authenticateToken } from '../modules/auth/auth.service';
import { liveSessions } from '../modules/auth/live-sessions';
import { portalClientIds } from '../modules/portal/portal-access';

const STAFF_ROOM = 'staff';
/** Sockets whose role may read project money ('projects.finance'): they get whole projects. */
const MONEY_ROOM = 'money';
const projectRoom = (projectId: string) => `project:${projectId}`;
const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** A client's contacts' sockets (decision 0092): what the portal shows of that client changed. */
const clientRoom = (clientId: string) => `client:${clientId}`;

/** How often open sockets re-check their sessions (issue 25: at least every 60 s). */
export const SESSION_CHECK_MS = 60_000;

type SocketData = { userId: string; sessionId: string; role: Role; clientIds: string[] };

export type RealtimeOptions = {
  /** Tests shorten it; the default is SESSION_CHECK_MS. */
  sessionCheckMs?: number | undefined;
};

function projectIdOf(payload: unknown): string | null {
  const id = (payload as { projectId?: unknown } | null)?.projectId;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
}

/**
 * The adapter publishes every broadcast without awaiting or catching it: a queued publish would pile
 * up while Redis is away, and a refused one would be an unhandled rejection. While disconnected,
 * other instances are simply not told (this instance's own sockets still get the event).
 */
function dropWhileDisconnected(pub: Redis): Redis {
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  const guarded = (channel: string, message: string | Buffer) =>
    pub.status === 'ready' ? publish(channel, message).catch(() => 0) : Promise.resolve(0);
  pub.publish = guarded as Redis['publish'];
  return pub;
}

export function registerRealtime(
  app: FastifyInstance,
  context: AppContext,
  options: RealtimeOptions = {},
): Server {
  const { auth } = context;
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
  });
  if (context.redis) {
    const pub = dropWhileDisconnected(context.redis.duplicate());
    // The subscriber queues its SUBSCRIBE until connected and subscribes again after each reconnect.
    const sub = context.redis.duplicate(queueingConnection);
    // The adapter subscribes, and at close unsubscribes, without handling a refusal: with Redis down
    // from the start, closing the server rejects those queued commands ('Connection is closed'), an
    // unhandled rejection. It is handled here (the subscriber subscribes again after each reconnect
    // anyway, and a closing server has nothing left to unsubscribe from).
    for (const method of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
      const original = sub[method].bind(sub) as (...args: unknown[]) => Promise<unknown>;
      (sub as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const reply = original(...args);
        reply.catch(() => {});
        return reply;
      };
    }
    pub.on('error', () => {});
    sub.on('error', () => {});
    io.adapter(createAdapter(pub, sub, { key: 'firebreak-socket' }));
    app.addHook('onClose', async () => {
      pub.disconnect();
      sub.disconnect();
    });
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const session =
      typeof token === 'string' && token.length < 4096
        ? await authenticateToken(auth, token).catch(() => null)
        : null;
    if (!session) return next(new Error('Authentication required'));
    // Read again past the session cache, which another instance's sign-out or new role may not have
    // reached yet: a socket dropped there must not come straight back here on a stale entry.
    const live = (await liveSessions(auth, [session.sessionId]).catch(() => null))?.get(session.sessionId);
    if (!live) return next(new Error('Authentication required'));
    // A client's contact's rooms are read before the socket is let in, so it hears from the first moment.
    const clientIds =
      live.role === 'CLIENT' ? await portalClientIds(context, live.userId).catch(() => null) : [];
    if (!clientIds) return next(new Error('Authentication required'));
    socket.data = { userId: live.userId, sessionId: session.sessionId, role: live.role, clientIds };
    next();
  });

  io.on('connection', (socket) => {
    const { userId, sessionId, role, clientIds } = socket.data;
    if (role === 'CLIENT') {
      // A client's contact hears only their own clients' portal news: never the staff room or a project's.
      void socket.join([userRoom(userId), sessionRoom(sessionId), ...clientIds.map(clientRoom)]);
      return;
    }
    const rooms = [STAFF_ROOM, userRoom(userId), sessionRoom(sessionId)];
    if (canReadProjectMoney(role)) rooms.push(MONEY_ROOM);
    void socket.join(rooms);
    for (const event of ROOM_EVENTS) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        const projectId = projectIdOf(payload);
        const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => {};
        if (!projectId) return reply({ error: 'projectId is required' });
        if (event === 'join_project' || event === 'subscribe_project')
          void socket.join(projectRoom(projectId));
        else void socket.leave(projectRoom(projectId));
        reply({ ok: true });
      });
    }
  });

  /** To every signed-in socket: whole to the money room, without money figures to the others. */
  function toStaff<T>(event: string, payload: T, trimmed: T) {
    io.to(MONEY_ROOM).emit(event, payload);
    io.to(STAFF_ROOM).except(MONEY_ROOM).emit(event, trimmed);
  }
  const projectUpdate = (action: 'created' | 'updated', project: Project) =>
    toStaff(
      'project_update',
      { action, projectId: project.id, project },
      { action, projectId: project.id, project: withoutProjectMoney(project) },
    );

  const { events } = context;
  events.on('project.created', ({ project }) => projectUpdate('created', project));
  events.on('project.updated', ({ project, previous }) => {
    projectUpdate('updated', project);
    if (project.status !== previous.status) {
      io.to(STAFF_ROOM).emit('status_change', {
        projectId: project.id,
        from: previous.status,
        to: project.status,
      });
    }
    if (project.complianceStatus !== previous.complianceStatus) {
      io.to(projectRoom(project.id)).emit('compliance_update', {
        projectId: project.id,
        from: previous.complianceStatus,
        to: project.complianceStatus,
      });
    }
  });
  events.on('alert.raised', ({ alert }) => {
    toStaff('alert', { action: 'raised', alert }, { action: 'raised', alert: withoutAlertMoney(alert) });
  });
  events.on('alert.acknowledged', ({ alert }) => {
    toStaff(
      'alert',
      { action: 'acknowledged', alert },
      { action: 'acknowledged', alert: withoutAlertMoney(alert) },
    );
  });
  events.on('processing.job', ({ job, ownerId }) => {
    if (ownerId) io.to(userRoom(ownerId)).emit(PROCESSING_SOCKET_EVENT, job);
  });
  // A booking changed (issue 30 §2): boards read again; each technician concerned hears their sentence.
  events.on('dispatch.changed', ({ payload, notices }) => {
    io.to(STAFF_ROOM).emit(DISPATCH_SOCKET_EVENT, payload);
    for (const notice of notices) io.to(userRoom(notice.userId)).emit(MY_DAY_SOCKET_EVENT, notice.payload);
  });
  events.on('portal.changed', ({ clientId, what }) => {
    io.to(clientRoom(clientId)).emit(PORTAL_SOCKET_EVENT, { what });
  });
  events.on('weather.ingested', ({ alerts }) => {
    io.to(STAFF_ROOM).emit('weather_alert', { alerts });
  });

  // Through the adapter, so with Redis the sockets on every instance go.
  events.on('user.access-changed', (change) => {
    if ('sessionId' in change) {
      io.in(sessionRoom(change.sessionId)).disconnectSockets(true);
      return;
    }
    const sockets = io.in(userRoom(change.userId));
    (change.exceptSessionId
      ? sockets.except(sessionRoom(change.exceptSessionId))
      : sockets
    ).disconnectSockets(true);
  });

  // The periodic re-check catches what no event announced: expiry, idleness, a change made while
  // Redis was away, or a socket that connected while its session was being ended.
  async function checkOpenSockets() {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return;
    const live = await liveSessions(
      auth,
      sockets.map((socket) => socket.data.sessionId),
    );
    for (const socket of sockets) {
      const session = live.get(socket.data.sessionId);
      if (!session || session.role !== socket.data.role) socket.disconnect(true);
    }
  }
  let checking: Promise<void> | null = null;
  const checkTimer = setInterval(() => {
    if (checking) return;
    checking = checkOpenSockets()
      .catch((error) => app.log.warn({ err: error }, 're-checking the sessions of open sockets failed'))
      .finally(() => {
        checking = null;
      });
  }, options.sessionCheckMs ?? SESSION_CHECK_MS);
  checkTimer.unref();

  app.addHook('preClose', (done) => {
    clearInterval(checkTimer);
    io.local.disconnectSockets(true);
    done();
  });
  app.addHook('onClose', async () => {
    await checking;
    await io.close();
  });
  return io as unknown as Server;
}
