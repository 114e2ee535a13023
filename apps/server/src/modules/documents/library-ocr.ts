/**
 * The library's side of PDF processing (issue 12): a scanned upload's OCR progress and text land on
 * its row, and the search index is updated in the same code path as every other write (then
 * 'document.updated' tells the other instances); a finished wizard run can become a document.
 */
import { documentMetadataSchema } from '@firebreak/shared';
import { badRequest } from '../../lib/errors';
import type { Processing } from '../document-processing/processing.service';
import { searchableText } from '../document-processing/processing-runner';
import { replacePassages } from '../search/passage-store';
import { splitPagedText } from '../search/passages';
import { createDocument, type DocumentsDeps } from './documents.service';

export function connectLibraryToProcessing(processing: Processing, deps: DocumentsDeps): void {
  processing.connectLibrary({
    documentsStore: deps.store,
    async onProgress(documentId, percent) {
      await deps.db
        .updateTable('documents')
        .set({ text_progress: percent })
        .where('id', '=', documentId)
        .where('text_status', '=', 'pending')
        .execute();
    },
    async onResult(result) {
      const changes = result.ok
        ? { searchable_content: result.text, text_status: 'ready' as const, text_note: result.note }
        : { searchable_content: '', text_status: 'failed' as const, text_note: result.note.slice(0, 300) };
      const passages = result.ok ? result.passages : [];
      // The index takes the text before the row's 'ready' is committed, so whoever sees 'ready' can
      // already find the document by its words (as in document-text.ts).
      const fresh = await deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('documents')
          .set({ ...changes, text_progress: null })
          .where('id', '=', result.documentId)
          .where('text_status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!row) return row;
        await replacePassages({ db: trx }, row.id, passages);
        deps.index.add(row, passages);
        return row;
      });
      if (!fresh) return; // deleted meanwhile
      deps.emit?.('document.updated', fresh.slug);
    },
    async addDocument(actor, file, input) {
      const parsed = documentMetadataSchema.safeParse({
        ...input,
        name: input.name || file.fileName.replace(/\.pdf$/i, ''),
      });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid document details');
      return createDocument(
        deps,
        actor,
        {
          fileName: file.fileName,
          data: file.data,
          readyText: {
            content: searchableText(file.text),
            note: file.note,
            // The run's text keeps its pages (form feeds) and its own case.
            passages: splitPagedText(file.text.slice(0, 200_000)),
          },
        },
        parsed.data,
      );
    },
  });
}
