/** Builders of the document library's API answers for component tests outside the documents feature. */
import type { CatalogueDocument, DocumentListResponse } from '@firebreak/shared';

let sequence = 0;

export function makeLibraryDocument(overrides: Partial<CatalogueDocument> = {}): CatalogueDocument {
  sequence += 1;
  return {
    id: `library-doc-${sequence}`,
    uuid: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Library document ${sequence}`,
    fileName: `library-document-${sequence}.pdf`,
    type: 'pdf',
    extension: 'pdf',
    path: 'Operations/library-document.pdf',
    fullPath: '/documents/Operations/library-document.pdf',
    size: '12 KB',
    fileSize: 12_000,
    lastModified: '2025-03-01',
    category: 'Operations',
    subcategory: '',
    department: 'Operations',
    documentType: 'Document',
    revision: '',
    tags: [],
    description: '',
    searchableContent: '',
    uploadedBy: null,
    createdAt: '2025-03-01T00:00:00.000Z',
    sha256: 'b'.repeat(64),
    textStatus: 'ready',
    textNote: null,
    textProgress: null,
    links: [],
    ...overrides,
  };
}

/** GET /api/documents as it answers a filtered page (`total` may say there are more). */
export function documentList(documents: CatalogueDocument[], total = documents.length): DocumentListResponse {
  return {
    documents,
    categories: [],
    statistics: { totalDocuments: total, categories: 0, departments: 0, fileTypes: 0, byType: {} },
    page: 1,
    pageSize: 50,
    total,
  };
}
