/** §7: the in-app address of a document's preview page; with a page, a PDF opens at that page. */
export const previewPath = (id: string, page?: number | null) =>
  `/documents/preview/${encodeURIComponent(id)}${page ? `?page=${page}` : ''}`;

/** A standard's PDF opened at a page (the standards library's 'Open at page N'); a version other than the current one when given. */
export const standardPath = (id: string, page: number, version?: string | null) => {
  const query = new URLSearchParams({ page: String(page) });
  if (version) query.set('version', version);
  return `/documents/standards/${encodeURIComponent(id)}?${query}`;
};
