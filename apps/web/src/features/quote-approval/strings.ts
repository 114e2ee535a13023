/** The words of the client's approval page (/q/:token), outside the signed-in shell. */
import { formatLongDate } from '@firebreak/shared';

export const APPROVAL_STRINGS = {
  pageTitle: 'Quote approval',
  loading: 'Loading the quote',
  heading: (quoteNumber: string) => `Quotation ${quoteNumber}`,
  from: (company: string) => `From ${company}`,
  project: 'Project',
  client: 'Client',
  date: 'Date',
  validity: 'Validity',
  paymentTerms: 'Payment terms',
  includes: 'Includes',
  exclusions: 'Exclusions',
  breakdownLabel: 'Quote breakdown',
  item: 'Item',
  amount: 'Amount',
  openPdf: 'Open the quote PDF',
  linkExpires: (at: string) => `This link expires on ${formatLongDate(at)}.`,
  answerHeading: 'Your answer',
  name: 'Your name',
  note: 'Note (optional)',
  approve: 'Approve',
  decline: 'Decline',
  sending: 'Sending…',
  approved: (name: string, quoteNumber: string) =>
    `Thank you, ${name}. Quote ${quoteNumber} is approved; we will be in touch.`,
  declined: (name: string, quoteNumber: string) =>
    `Thank you, ${name}. Quote ${quoteNumber} is declined; we have let the office know.`,
  failed: 'This quote could not be loaded. Try again later.',
  decideFailed: 'Your answer could not be sent. Try again.',
  unusable: 'This link cannot be used',
} as const;
