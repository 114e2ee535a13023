/** Texts of the Documents page frame (spec §2 Documents page); each tab keeps its own strings. */
export const DOCUMENTS_STRINGS = {
  title: 'Document Management',
  subtitle: 'Search, browse and manage project documents.',
  tabsLabel: 'Document tools',
  loadingTab: 'Loading tab',
} as const;

/** The five tabs in spec order; `key` is the ?tab= value, the index gives the panel id. */
export const DOCUMENT_TABS = [
  { key: 'ai-search', label: 'AI Search' },
  { key: 'basic-search', label: 'Basic Search' },
  { key: 'categories', label: 'Browse Categories' },
  { key: 'regulations', label: 'SANS Regulations' },
  { key: 'pdf-processing', label: 'PDF Processing' },
] as const;

export type DocumentTabKey = (typeof DOCUMENT_TABS)[number]['key'];

export const tabId = (index: number) => `documents-tab-${index}`;
export const tabPanelId = (index: number) => `documents-tabpanel-${index}`;
