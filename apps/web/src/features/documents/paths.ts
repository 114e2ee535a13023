/** §7: the in-app address of a document's preview page. */
export const previewPath = (id: string) => `/documents/preview/${encodeURIComponent(id)}`;
