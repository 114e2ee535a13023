/** §7: the in-app address of a document's preview page; with a page, a PDF opens at that page. */
export const previewPath = (id: string, page?: number | null) =>
  `/documents/preview/${encodeURIComponent(id)}${page ? `?page=${page}` : ''}`;
