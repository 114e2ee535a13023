/**
 * Realtime (spec §7): socket.io on the app's own server. Connections must carry a valid token
 * (`auth: { token }`); every signed-in socket is in the 'staff' room and may join project rooms.
 * Domain events become the spec's socket events; with Redis they reach every instance's clients.
 */
import { PROCESSING_SOCKET_EVENT, ROOM_EVENTS } from '@firebreak/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppContext } from '../lib/context';
import { queueingConnection } from '../lib/redis';
import { type AuthDeps, authenticateToken } from '../modules/auth/auth.service';

const STAFF_ROOM = 'staff';
const projectRoom = (projectId: string) => `project:${projectId}`;

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

export function registerRealtime(app: FastifyInstance, context: AppContext, auth: AuthDeps): Server {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
  });
  if (context.redis) {
    const pub = dropWhileDisconnected(context.redis.duplicate());
    // The subscriber queues its SUBSCRIBE until connected and subscribes again after each reconnect.
    const sub = context.redis.duplicate(queueingConnection);
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
    socket.data.userId = session.user.id;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join([STAFF_ROOM, `user:${socket.data.userId}`]);
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

  const { events } = context;
  events.on('project.created', ({ project }) => {
    io.to(STAFF_ROOM).emit('project_update', { action: 'created', projectId: project.id, project });
  });
  events.on('project.updated', ({ project, previous }) => {
    io.to(STAFF_ROOM).emit('project_update', { action: 'updated', projectId: project.id, project });
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
    io.to(STAFF_ROOM).emit('alert', { action: 'raised', alert });
  });
  events.on('alert.acknowledged', ({ alert }) => {
    io.to(STAFF_ROOM).emit('alert', { action: 'acknowledged', alert });
  });
  events.on('processing.job', ({ job, ownerId }) => {
    if (ownerId) io.to(`user:${ownerId}`).emit(PROCESSING_SOCKET_EVENT, job);
  });
  events.on('weather.ingested', ({ alerts }) => {
    io.to(STAFF_ROOM).emit('weather_alert', { alerts });
  });

  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    done();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}
