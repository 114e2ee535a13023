/** The Quote History tab (spec §8 quote rows) and its side-by-side comparison. */
import { QUOTE_LIMITS } from '@firebreak/shared';

export const HISTORY_STRINGS = {
  search: 'Search quotes',
  searchPlaceholder: 'Title, client or quote number',
  status: 'Status',
  projectType: 'Project Type',
  clientType: 'Client Type',
  from: 'From',
  to: 'To',
  minTotal: 'Min Total (R)',
  maxTotal: 'Max Total (R)',
  all: 'All',
  clearFilters: 'Clear filters',
  loading: 'Loading quotes',
  failed: 'Failed to load quotes',
  empty: 'No quotes match your search',
  tableLabel: 'Saved quotes',
  columns: {
    select: 'Compare',
    number: 'Quote #',
    date: 'Date',
    project: 'Project',
    client: 'Client',
    type: 'Type',
    total: 'Total',
    status: 'Status',
    actions: 'Actions',
  },
  selectToCompare: (quoteNumber: string) => `Select ${quoteNumber} to compare`,
  statusOf: (quoteNumber: string) => `Status of ${quoteNumber}`,
  downloadPdf: (quoteNumber: string) => `Download PDF of ${quoteNumber}`,
  /** The PDF button's visible label (its name says which quote). */
  pdfAction: 'PDF',
  compare: (count: number) => `Compare (${count})`,
  compareHint: `Select ${QUOTE_LIMITS.compareMin} or ${QUOTE_LIMITS.compareMax} quotes to compare them side by side`,
  statusFailed: 'Failed to update the quote status. Please try again.',
  statusChanged: (quoteNumber: string, status: string) => `${quoteNumber} marked ${status}`,
  /** Under the status of a quote the client answered through its link: the status is final. */
  clientDecided: (decision: 'APPROVED' | 'DECLINED') =>
    decision === 'APPROVED' ? 'Approved by the client' : 'Declined by the client',
  pdfFailed: 'Failed to download the PDF. Please try again.',
  boqChip: 'BOQ',
  boqChipLabel: 'Detailed BOQ quote',
  editBoq: (quoteNumber: string) => `Edit ${quoteNumber} in BOQ`,
} as const;

export const COMPARE_STRINGS = {
  title: 'Compare Quotes',
  close: 'Close',
  loading: 'Loading quotes to compare',
  failed: 'Failed to load the quotes to compare',
  tableLabel: 'Quotes side by side',
  /** The corner header above the row names: only screen readers hear it. */
  detail: 'Detail',
  rows: {
    project: 'Project',
    client: 'Client',
    clientType: 'Client type',
    projectType: 'Project type',
    area: 'Area',
    urgency: 'Urgency',
    location: 'Location',
    baseRate: 'Base rate per m²',
    status: 'Status',
    date: 'Date',
    typicalDuration: 'Typical duration',
    lines: 'Lines',
  },
  lines: {
    base: 'Base (rate × area)',
    baseAny: 'Base (rate × area, or the bill of quantities)',
    urgency: 'Urgency adjustment',
    travel: 'Travel',
  },
} as const;
