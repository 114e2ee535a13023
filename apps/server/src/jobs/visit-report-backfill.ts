/**
 * The demo seed's latest visits get their reports once the store and letterhead exist (decision 0066):
 * in the background once the server is ready, never while the routes are registered, where drawing a
 * few reports on a busy machine outlasted the plugin's start-up timeout and stopped the server from
 * starting. Closing waits for it, so nothing is written to a closed database or pool.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import type { DocumentsDeps } from '../modules/documents/documents.service';
import { backfillVisitReports } from '../modules/visits/visit-work.service';

export function startVisitReportBackfill(app: FastifyInstance, context: AppContext): void {
  const documents: DocumentsDeps = {
    db: context.db,
    store: context.store,
    index: context.documentIndex,
    emit: (name, documentId) => context.events.emit(name, { documentId }),
  };
  let backfill: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    backfill = backfillVisitReports({
      db: context.db,
      documents,
      company: context.config.company,
      fileParsing: context.fileParsing,
    }).catch((error) => app.log.error({ err: error }, 'writing the reports of completed visits failed'));
  });
  app.addHook('onClose', async () => {
    await backfill;
  });
}
