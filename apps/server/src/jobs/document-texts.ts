/**
 * The library's text reading, started once at start-up: the queue that reads an upload's text in the
 * parse pool (put on the context for the documents routes), the uploads left half-read by the last
 * run queued again once the server is ready, and scanned documents' OCR results written back from
 * the processing jobs.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import { createDocumentTextQueue, type DocumentTextQueue } from '../modules/documents/document-text';
import { documentsDepsOf } from '../modules/documents/documents.service';
import { connectLibraryToProcessing } from '../modules/documents/library-ocr';

type TextsContext = Pick<
  AppContext,
  'db' | 'store' | 'documentIndex' | 'fileParsing' | 'config' | 'events' | 'processing'
>;

export function startDocumentTexts(app: FastifyInstance, context: TextsContext): DocumentTextQueue {
  const texts = createDocumentTextQueue({
    db: context.db,
    store: context.store,
    index: context.documentIndex,
    pool: context.fileParsing,
    limits: context.config.fileParsing,
    emit: (name, documentId) => context.events.emit(name, { documentId }),
    onError: (error) => app.log.error({ err: error }, 'reading a document text failed'),
    ocr: context.processing.libraryOcr,
  });
  app.addHook('onClose', async () => texts.close());
  app.addHook('onReady', async () => {
    texts
      .requeuePending()
      .catch((error) => app.log.error({ err: error }, 'requeueing document texts failed'));
  });
  connectLibraryToProcessing(context.processing, documentsDepsOf({ ...context, documentTexts: texts }));
  return texts;
}
