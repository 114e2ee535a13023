/**
 * The library's one search index for the whole server: created at start, rebuilt from the database
 * in the background, kept in step with other instances through Redis. app.ts puts it on the context
 * (documentIndex) for the documents routes (which add and remove on upload, change and delete) and the
 * search routes.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { createDocumentIndex, type DocumentIndex, syncIndexAcrossInstances } from './document-index';

export async function startDocumentIndex(
  app: FastifyInstance,
  context: Pick<AppContext, 'db' | 'events' | 'redis'>,
): Promise<DocumentIndex> {
  const index = createDocumentIndex();
  // In the background: a large library must not hold up the start; searches wait on index.ready().
  index.rebuild(context.db).catch((error) => app.log.error({ err: error }, 'document index rebuild failed'));
  app.addHook('onClose', () => index.ready());
  const stopSync = await syncIndexAcrossInstances({
    db: context.db,
    index,
    events: context.events,
    redis: context.redis,
    onError: (error) => app.log.warn({ err: error }, 'document index sync failed'),
  });
  app.addHook('onClose', stopSync);
  return index;
}
