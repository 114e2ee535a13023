/** Query keys of the PDF Processing tab; only the files in this folder build them. */
export const processingKeys = {
  all: ['document-processing'] as const,
  stats: () => [...processingKeys.all, 'stats'] as const,
  jobs: () => [...processingKeys.all, 'jobs'] as const,
  job: (id: string) => [...processingKeys.all, 'jobs', id] as const,
};

export const PROCESSING_BASE = '/document-processing';
