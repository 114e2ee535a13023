/**
 * Tells the other instances when projects or alerts change, so their cached pages and figures go at
 * once instead of after READ_CACHE_SECONDS (a project made through one instance must show on a colleague's
 * board served by another as soon as the live event arrives). Without Redis, or while it is away,
 * each instance's cache still expires on its own.
 */
import type { ServiceDeps } from '../../lib/context';
import { instanceChannel } from '../../lib/redis';

const CHANNEL = 'firebreak:projects:read-cache';

export type ReadCacheChange = 'projects' | 'alerts' | 'weather' | 'quotes' | 'visits' | 'register';

export function syncReadCacheAcrossInstances({
  events,
  redis,
  onChange,
  onError,
}: ServiceDeps<'events' | 'redis'> & {
  onChange: (change: ReadCacheChange) => void;
  onError: (error: unknown) => void;
}): () => void {
  if (!redis) return () => {};
  const all: ReadCacheChange[] = ['projects', 'alerts', 'weather', 'quotes', 'visits', 'register'];
  const channel = instanceChannel<{ change: ReadCacheChange }>({
    redis,
    channel: CHANNEL,
    onMessage: ({ change }) => {
      if (all.includes(change)) onChange(change);
    },
    // Changes announced while Redis was away are lost: drop everything cached.
    onMissed: () => {
      for (const change of all) onChange(change);
    },
    onError,
  });
  const offs = [
    events.on('project.created', () => channel.publish({ change: 'projects' })),
    events.on('project.updated', () => channel.publish({ change: 'projects' })),
    events.on('alerts.changed', () => channel.publish({ change: 'alerts' })),
    events.on('weather.ingested', () => channel.publish({ change: 'weather' })),
    // A quote marked Won or Lost changes the win rate.
    events.on('quote.status-changed', () => channel.publish({ change: 'quotes' })),
    events.on('quote.saved', () => channel.publish({ change: 'quotes' })),
    // A visit completed or cancelled, or a defect recorded, moves the sites' compliance.
    events.on('visits.changed', () => channel.publish({ change: 'visits' })),
    // An invoice, credit note or payment moves the cash flow.
    events.on('register.changed', () => channel.publish({ change: 'register' })),
  ];
  return () => {
    for (const off of offs) off();
    channel.close();
  };
}
