/** GET /api/documents/download/:id: kept in lib/documents-api, as the client, site and project pages download too. */
export { downloadDocument, fetchDocumentBlob } from '@/lib/documents-api/download-document';
