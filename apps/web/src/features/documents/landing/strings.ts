/** Texts of the Documents landing under the AI Search tab (issue 26 §6, decision 0081). */
export const LANDING_STRINGS = {
  recent: 'Recent documents',
  loading: 'Loading documents...',
  failed: 'Failed to load documents',
  empty: 'The library is empty. Upload the first document.',
  modified: (date: string) => `Modified ${date}`,
  browseAll: 'Browse all documents',
} as const;

/** How many of the most recently changed documents the landing lists. */
export const RECENT_COUNT = 8;
