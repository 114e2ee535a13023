/**
 * The optional Redis connection: how it is opened, how its state is read, and the log lines when it
 * goes away and comes back. Redis is never needed to start or to serve: while it is away, sign-in
 * limits count in this process, realtime events reach this instance's sockets only and document
 * changes stay in this instance's search index (docs/decisions/0052).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export type RedisHealth = 'ok' | 'down' | 'not configured';

type Log = {
  info: (message: string) => void;
  warn: (details: object, message: string) => void;
};

/**
 * Commands fail at once while disconnected (no offline queue) and after a second when Redis
 * stalls, so a caller falls back instead of waiting. ioredis keeps reconnecting by itself.
 */
export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 1_000,
    // Back off to at most 2 s between tries, forever: Redis returning must be noticed soon.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  redis.on('error', () => {}); // reported once per outage by watchRedis; never fatal
  return redis;
}

/** Options for a second connection that must queue commands until it is connected (subscribers). */
export const queueingConnection = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: null,
  commandTimeout: undefined,
} as const;

export function redisHealth(redis: Redis | undefined): RedisHealth {
  if (!redis) return 'not configured';
  return redis.status === 'ready' ? 'ok' : 'down';
}

/** Logs once when Redis becomes unreachable and once when it is back; returns a stop function. */
export function watchRedis(redis: Redis, log: Log): () => void {
  let down = false;
  const onError = (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'Redis is unreachable: running degraded (sign-in limits per instance, realtime and search updates local) until it returns',
    );
  };
  const onClose = () => onError(new Error('connection closed'));
  const onReady = () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: shared sign-in limits and cross-instance events resumed');
  };
  redis.on('error', onError);
  redis.on('close', onClose);
  redis.on('ready', onReady);
  return () => {
    redis.off('error', onError);
    redis.off('close', onClose);
    redis.off('ready', onReady);
  };
}

export type InstanceChannel<T> = { publish: (message: T) => void; close: () => void };

/**
 * A Redis channel between instances: `publish` reaches the other instances (never this one), and
 * `onMessage` hears theirs. Messages sent while this instance's subscriber was away are lost, so
 * `onMissed` runs when it is back (not on the first connect): re-read what the messages would have
 * said. Publishing while Redis is down drops the message; nothing here waits for Redis.
 */
export function instanceChannel<T extends object>({
  redis,
  channel,
  onMessage,
  onMissed,
  onError,
}: {
  redis: Redis;
  channel: string;
  onMessage: (message: T) => void;
  onMissed: () => void;
  onError: (error: unknown) => void;
}): InstanceChannel<T> {
  const origin = randomUUID();
  // The server's own client refuses commands while connecting (enableOfflineQueue: false); a fresh
  // duplicate is still connecting, so it must queue, or SUBSCRIBE fails and nothing is ever heard.
  const subscriber = redis.duplicate(queueingConnection);
  subscriber.on('error', () => {});
  let missed = false;
  subscriber.on('close', () => {
    missed = true;
  });
  subscriber.on('ready', () => {
    if (!missed) return;
    missed = false;
    onMissed();
  });
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const { origin: from, message } = JSON.parse(text) as { origin?: unknown; message?: T };
      if (from !== origin && message && typeof message === 'object') onMessage(message);
    } catch (error) {
      onError(error);
    }
  });
  // Not awaited: with Redis down at start this would wait until it returns, holding up the server.
  subscriber.subscribe(channel).catch(onError);
  return {
    publish: (message) => {
      if (redis.status !== 'ready') return;
      redis.publish(channel, JSON.stringify({ origin, message })).catch(onError);
    },
    close: () => subscriber.disconnect(),
  };
}
