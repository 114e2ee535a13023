/** Texts of the Documents section on the client, site and project pages (decision 0081). */
export type LinkedTo = 'client' | 'site' | 'project';

export const LINKED_DOCUMENTS_STRINGS = {
  title: 'Documents',
  count: (n: number) => `(${n})`,
  loading: 'Loading documents...',
  failed: 'Failed to load documents',
  empty: (of: LinkedTo) =>
    `No documents are linked to this ${of} yet. Link one when you upload it, or from its Edit dialog, in Documents.`,
  open: (name: string) => `Open ${name}`,
  download: (name: string) => `Download ${name}`,
  downloadFailed: 'Failed to download document',
  byVisit: 'From its visit',
  showing: (shown: number, total: number) => `Showing the ${shown} most recent of ${total}.`,
  findInLibrary: 'Find them in the library',
  modified: (date: string) => `Modified ${date}`,
} as const;
