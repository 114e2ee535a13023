/**
 * The standards library's one search index for the whole server: built from the database and the
 * handbook store in the background at start (searches wait for it), then kept current by every
 * change on this instance and reconciled before searches (standards-index.ts), which is how a change
 * on another instance or of the handbook arrives.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext, ServiceDeps } from '../../lib/context';
import type { HandbookStore } from '../handbook/handbook.store';
import { createStandardsIndex, type StandardsIndex, type StandardsSource } from './standards-index';
import { handbookStandard, pagesOf, storedSignature, storedStandards } from './standards-reads.service';

export function standardsSource({ db }: ServiceDeps<'db'>, handbook: HandbookStore): StandardsSource {
  return {
    async list() {
      const [builtin, stored] = await Promise.all([handbookStandard(handbook), storedStandards({ db })]);
      return [
        ...(builtin ? [builtin.listed] : []),
        ...stored.map((summary) => ({ summary, signature: storedSignature(summary) })),
      ];
    },
    async pages(standard) {
      if (standard.summary.kind !== 'standard') return (await handbookStandard(handbook))?.pages() ?? [];
      const version = standard.summary.currentVersionId;
      return version ? pagesOf({ db }, version) : [];
    },
  };
}

export function startStandardsIndex(
  app: FastifyInstance,
  context: Pick<AppContext, 'db'>,
  handbook: HandbookStore,
): StandardsIndex {
  const index = createStandardsIndex({
    source: standardsSource(context, handbook),
    onError: (error) => app.log.warn({ err: error }, 'standards index update failed'),
  });
  index.start();
  app.addHook('onClose', async () => {
    await index.ready();
    await index.settled().catch(() => {});
  });
  return index;
}
