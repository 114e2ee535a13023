/**
 * Every text of /quoting (spec §2 Quoting, §5 Quick quote, §8 quote rows). Messages shared with the
 * server come from @firebreak/shared so the screen and the API say the same words.
 */
import { QUOTE_LIMITS, QUOTE_MESSAGES } from '@firebreak/shared';

export const QUOTING_STRINGS = {
  title: 'Quoting',
  subtitle: 'Quick quotes in rand with VAT, saved quotes and their history.',
  tabsLabel: 'Quoting sections',
  tabs: { quick: 'Quick Quote', boq: 'Detailed BOQ', history: 'Quote History', templates: 'Templates' },
  comingSoon: 'Coming Soon',
  boqComingSoon: 'A detailed BOQ builder with drag and drop and supplier integration.',
  templatesComingSoon: 'Template management: create and edit quote templates, rates and terms.',
} as const;

export const FORM_STRINGS = {
  heading: 'Quick Quote',
  projectType: 'Project Type',
  clientType: 'Client Type',
  area: 'Area (m²)',
  areaHelp: 'Select a project type to see its typical area range',
  areaRange: (min: string, max: string) => `Typical range for this template: ${min} – ${max} m²`,
  urgency: 'Urgency',
  location: 'Location',
  projectTitle: 'Project Title',
  clientName: 'Client Name',
  contactNumber: 'Contact Number',
  generate: 'Generate Quote',
  generating: 'Generating quote',
  urgencyOptions: {
    LOW: 'Low (−10%)',
    STANDARD: 'Standard',
    HIGH: 'High (+10%)',
    URGENT: 'Urgent (+25%)',
  },
  locationOptions: { LOCAL: 'Local (within 50 km)', REMOTE: 'Remote (+15% travel)' },
  ...QUOTE_MESSAGES,
} as const;

export const PANEL_STRINGS = {
  heading: 'Generated Quote',
  draftNote: 'Preview: the quote number is assigned when you save.',
  generated: (date: string, by: string) => `Generated ${date} by ${by}`,
  estimate: 'Estimate',
  description: 'Description',
  amount: 'Amount',
  client: 'Client',
  contact: 'Contact',
  clientType: 'Client type',
  projectType: 'Project type',
  area: 'Area',
  typicalDuration: 'Typical duration',
  paymentTerms: 'Payment terms',
  validity: 'Validity',
  includes: 'Includes',
  exclusions: 'Exclusions',
  notes: 'Notes',
  moreInDownload: (count: number) => `+${count} more in the download`,
  copyTotal: 'Copy Total',
  save: 'Save Quote',
  saving: 'Saving quote',
  savedButton: 'Saved',
  download: 'Download',
  downloadPdf: 'Download PDF',
  copyFailed: 'Could not copy to the clipboard',
  pdfFailed: 'Failed to download the PDF. Please try again.',
  ...QUOTE_MESSAGES,
} as const;

export const RECENT_STRINGS = {
  heading: 'Recent Quotes',
  empty: 'No saved quotes yet',
  loading: 'Loading recent quotes',
  area: (area: string) => `${area} m²`,
} as const;

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
    pdf: 'PDF',
  },
  selectToCompare: (quoteNumber: string) => `Select ${quoteNumber} to compare`,
  statusOf: (quoteNumber: string) => `Status of ${quoteNumber}`,
  downloadPdf: (quoteNumber: string) => `Download PDF of ${quoteNumber}`,
  compare: (count: number) => `Compare (${count})`,
  compareHint: `Select ${QUOTE_LIMITS.compareMin} or ${QUOTE_LIMITS.compareMax} quotes to compare them side by side`,
  statusFailed: 'Failed to update the quote status. Please try again.',
  statusChanged: (quoteNumber: string, status: string) => `${quoteNumber} marked ${status}`,
  pdfFailed: 'Failed to download the PDF. Please try again.',
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
  },
  lines: { base: 'Base (rate × area)', urgency: 'Urgency adjustment', travel: 'Travel' },
} as const;
