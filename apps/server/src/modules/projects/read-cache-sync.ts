/**
 * Tells the other instances when projects or alerts change, so their cached pages and figures go at
 * once instead of after READ_CACHE_SECONDS (a project made through one instance must show on a colleague's
 * board served by another as soon as the live event arrives). Without Redis, or while it is away,
 * each instance's cache still expires on its own.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EventBus } from '../../lib/events';
import { queueingConnection } from '../../lib/redis';

const CHANNEL = 'firebreak:projects:read-cache';

export type ReadCacheChange = 'projects' | 'alerts' | 'weather';

export function syncReadCacheAcrossInstances({
  events,
  redis,
  onChange,
  onError,
}: {
  events: EventBus;
  redis: Redis | undefined;
  onChange: (change: ReadCacheChange) => void;
  onError: (error: unknown) => void;
}): () => void {
  if (!redis) return () => {};
  const origin = randomUUID();
  const publish = (change: ReadCacheChange) => {
    if (redis.status !== 'ready') return;
    redis.publish(CHANNEL, JSON.stringify({ origin, change })).catch(onError);
  };
  const offs = [
    events.on('project.created', () => publish('projects')),
    events.on('project.updated', () => publish('projects')),
    events.on('alerts.changed', () => publish('alerts')),
    events.on('weather.ingested', () => publish('weather')),
  ];
  // A duplicate that queues while it connects, so SUBSCRIBE is not refused; not awaited, so a Redis
  // that is down at start does not hold the server up.
  const subscriber = redis.duplicate(queueingConnection);
  subscriber.on('error', () => {});
  // Messages sent while this subscriber was away are lost: when it is back, drop everything cached.
  let missed = false;
  subscriber.on('close', () => {
    missed = true;
  });
  subscriber.on('ready', () => {
    if (!missed) return;
    missed = false;
    for (const change of ['projects', 'alerts', 'weather'] as const) onChange(change);
  });
  subscriber.on('message', (_channel, message: string) => {
    try {
      const { origin: from, change } = JSON.parse(message) as { origin?: unknown; change?: unknown };
      if (from === origin) return;
      if (change === 'projects' || change === 'alerts' || change === 'weather') onChange(change);
    } catch (error) {
      onError(error);
    }
  });
  subscriber.subscribe(CHANNEL).catch(onError);
  return () => {
    for (const off of offs) off();
    subscriber.disconnect();
  };
}
