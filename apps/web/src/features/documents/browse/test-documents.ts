/** Catalogue fixtures for the documents feature's component tests. */
import {
  CATEGORY_STYLE,
  type CatalogueDocument,
  DOCUMENT_CATEGORIES,
  type DocumentListResponse,
} from '@firebreak/shared';

let sequence = 0;

export function makeDocument(overrides: Partial<CatalogueDocument> = {}): CatalogueDocument {
  sequence += 1;
  return {
    id: `doc-${sequence}`,
    uuid: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Document ${sequence}`,
    fileName: `Document_${sequence}.pdf`,
    type: 'pdf',
    extension: 'pdf',
    path: 'Operations/Document.pdf',
    fullPath: '/documents/Operations/Document.pdf',
    size: '12 KB',
    fileSize: 12_000,
    lastModified: '2025-03-01',
    category: 'Operations',
    subcategory: 'Document',
    department: 'Operations',
    documentType: 'Document',
    revision: 'Rev 1',
    tags: [],
    description: 'A document',
    searchableContent: '',
    uploadedBy: null,
    createdAt: '2025-03-01T00:00:00.000Z',
    sha256: 'a'.repeat(64),
    textStatus: 'ready',
    textNote: null,
    textProgress: null,
    links: [],
    ...overrides,
  };
}

export function makeCatalogue(documents: CatalogueDocument[]): DocumentListResponse {
  return {
    documents,
    categories: DOCUMENT_CATEGORIES.map((name) => ({
      name,
      ...CATEGORY_STYLE[name],
      documents: documents.filter((doc) => doc.category === name),
    })),
    statistics: {
      totalDocuments: documents.length,
      categories: new Set(documents.map((d) => d.category)).size,
      departments: new Set(documents.map((d) => d.department)).size,
      fileTypes: new Set(documents.map((d) => d.type)).size,
      byType: {},
    },
    page: 1,
    pageSize: 500,
    total: documents.length,
  };
}

export const LIBRARY = [
  makeDocument({
    id: 'leave-application-form',
    name: 'Leave Application Form',
    type: 'word',
    category: 'Human Resources',
    department: 'Human Resources',
    tags: ['leave', 'hr', 'form', 'annual', 'sick', 'study', 'unpaid'],
  }),
  makeDocument({
    id: 'hot-work-permit',
    name: 'Hot Work Permit',
    category: 'Safety & Compliance',
    department: 'Safety Health & Environment',
    tags: ['hot-work', 'permit', 'welding', 'safety'],
    description: 'Permit for welding',
  }),
  makeDocument({
    id: 'fire-pump-test',
    name: 'Fire Pump Weekly Test',
    category: 'Operations',
    searchableContent: 'diesel pump annual leave cover',
  }),
];
