/**
 * The texts more than one screen of /quoting shows (spec §2 Quoting, §5 Quick quote): the page, the quote
 * form fields the quick quote and the BOQ header share, and the figures panel the quick quote and the
 * workflow dialog share. Each screen's own texts sit beside it (components/*-strings.ts, boq/, price-list/).
 * Messages shared with the server come from @firebreak/shared so the screen and the API say the same words.
 */
import { QUOTE_MESSAGES } from '@firebreak/shared';

export const QUOTING_STRINGS = {
  title: 'Quoting',
  subtitle: 'Quick quotes in rand with VAT, saved quotes and their history.',
  tabsLabel: 'Quoting sections',
  tabs: { quick: 'Quick Quote', boq: 'Detailed BOQ', history: 'Quote History', templates: 'Templates' },
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
  figuresHeading: 'Figures',
  clientViewHeading: 'What the client sees',
  clientViewHint: 'Line for line as the PDF and the approval page print them: the markup is in each line.',
  internalHeading: 'Internal breakdown',
  internalHint: 'For the office only: the markup on its own line. The client never sees this.',
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
