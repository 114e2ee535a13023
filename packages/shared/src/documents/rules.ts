/** Document library constants of spec §3 and §9 (issue 4): categories, departments, types, search limits. */

export const DOCUMENT_CATEGORIES = [
  'General Documentation',
  'Design',
  'Finance',
  'Human Resources',
  'Operations',
  'Quality Management',
  'Safety & Compliance',
  'Project Management',
  'Regulations & Standards',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_DEPARTMENTS = [
  'General',
  'Design',
  'Finance',
  'Human Resources',
  'Operations',
  'Quality Management',
  'Quality Assurance',
  'Safety Health & Environment',
] as const;
export type DocumentDepartment = (typeof DOCUMENT_DEPARTMENTS)[number];

export const DOCUMENT_FILE_TYPES = [
  'pdf',
  'excel',
  'word',
  'powerpoint',
  'project',
  'email',
  'archive',
  'text',
  'other',
] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** The types shown on the browse tab (§9). */
export const BROWSE_FILE_TYPES = ['pdf', 'excel', 'word', 'powerpoint', 'project'] as const;

export const DOCUMENT_KINDS = [
  'Document',
  'Form',
  'Process',
  'Work Instruction',
  'Certificate',
  'Checklist',
  'Index',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Icon name and colour per category (the web maps the icon name to an MUI icon). */
export const CATEGORY_STYLE: Record<DocumentCategory, { icon: string; color: string }> = {
  'General Documentation': { icon: 'folder', color: '#546e7a' },
  Design: { icon: 'architecture', color: '#1565c0' },
  Finance: { icon: 'payments', color: '#2e7d32' },
  'Human Resources': { icon: 'people', color: '#6a1b9a' },
  Operations: { icon: 'engineering', color: '#ef6c00' },
  'Quality Management': { icon: 'verified', color: '#00838f' },
  'Safety & Compliance': { icon: 'health_and_safety', color: '#c62828' },
  'Project Management': { icon: 'assignment', color: '#4527a0' },
  'Regulations & Standards': { icon: 'gavel', color: '#37474f' },
};

export const AI_SEARCH_METHODS = ['semantic', 'keyword', 'hybrid'] as const;
export type AiSearchMethod = (typeof AI_SEARCH_METHODS)[number];

export const QUERY_INTENTS = [
  'find_document',
  'find_form',
  'find_procedure',
  'find_regulation',
  'find_financial',
  'find_person_or_hr',
  'other',
] as const;
export type QueryIntent = (typeof QUERY_INTENTS)[number];

/** §5 and §9 limits of document search. */
export const DOCUMENT_SEARCH = {
  debounceMs: 300,
  searchRowTags: 5,
  browseRowTags: 3,
  defaults: { method: 'hybrid', threshold: 0.7, semanticWeight: 0.7, keywordWeight: 0.3, limit: 20 },
  threshold: { min: 0.3, max: 1, step: 0.05 },
  weight: { min: 0.1, max: 0.9, step: 0.1 },
  limit: { min: 5, max: 50, step: 5 },
  compareLimit: 10,
  uploadMaxBytes: 104_857_600,
  queryMaxLength: 10_000,
  weightSumTolerance: 0.001,
} as const;

/** §9 relevance colour bands. */
export function relevanceBand(percent: number): 'success' | 'warning' | 'deep-orange' | 'error' {
  if (percent >= 90) return 'success';
  if (percent >= 70) return 'warning';
  if (percent >= 50) return 'deep-orange';
  return 'error';
}

/** §9 confidence levels. */
export function confidenceLevel(confidence: number): 'high' | 'medium' | 'low' {
  if (confidence > 0.8) return 'high';
  if (confidence > 0.4) return 'medium';
  return 'low';
}

/** Display size of a byte count, e.g. '245 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A catalogue slug from a name: lower-case words joined by '-'. */
export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'document'
  );
}
