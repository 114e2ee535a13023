/** Texts of the Browse Categories tab, the shared document actions and the preview (spec §2, §8). */
export const BROWSE_STRINGS = {
  loading: 'Loading documents...',
  loadFailed: 'Failed to load documents',
  opening: (name: string) => `Opening ${name} for preview...`,
  downloading: (name: string) => `Downloading ${name}...`,
  viewFailed: 'Failed to view document',
  downloadFailed: 'Failed to download document',
  statistics: 'Library statistics',
  totalDocuments: 'Total documents',
  categories: 'Categories',
  departments: 'Departments',
  fileTypes: 'File types',
  documentsCount: (n: number) => `${n} document${n === 1 ? '' : 's'}`,
  expand: (name: string) => `Show documents in ${name}`,
  collapse: (name: string) => `Hide documents in ${name}`,
  view: (name: string) => `View ${name}`,
  download: (name: string) => `Download ${name}`,
  moreTags: (n: number) => `+${n} more`,
  modified: (date: string) => `Modified ${date}`,
  empty: 'No documents in this category yet.',
  textPending: 'Reading text…',
  textOcrProgress: (percent: number) => `Reading scanned text… ${Math.round(percent)}%`,
  textFailed: 'Text unreadable',
  textPartial: 'Text partly read',
  textScanned: 'Scanned',
} as const;

export const PREVIEW_STRINGS = {
  title: 'Document preview',
  loading: 'Loading preview...',
  failed: 'Failed to view document',
  notPdf: 'This document cannot be shown in the browser. Download it to open it.',
  back: 'Back to documents',
  download: 'Download',
  /** The PDF opened at a search passage's page. */
  atPage: (page: number) => `Opened at page ${page}`,
} as const;
