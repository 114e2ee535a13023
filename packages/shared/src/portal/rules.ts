/**
 * The client portal (issue 31, decision 0092): what a client's contact (role CLIENT) sees and may do, and
 * the words the portal and the office use for it.
 */
import type { DefectSeverity } from '../visit-work/rules';

/** The socket event a portal user's screens read again on (a request moved, a quote or invoice sent). */
export const PORTAL_SOCKET_EVENT = 'portal_update';

export const PORTAL_LIMITS = {
  requestDescriptionMax: 2000,
  logbookDescriptionMax: 2000,
  logbookLocationMax: 200,
  /** A client with more sites than this is paged (the bench's managing agent has 200). */
  sitesPageMax: 500,
} as const;

/** 'Report a fault': how soon the client needs someone; sets the call-out's due date (working days). */
export const REQUEST_URGENCIES = ['EMERGENCY', 'URGENT', 'ROUTINE'] as const;
export type RequestUrgency = (typeof REQUEST_URGENCIES)[number];
export const REQUEST_URGENCY_LABELS: Record<RequestUrgency, string> = {
  EMERGENCY: 'Emergency: today',
  URGENT: 'Urgent: next working day',
  ROUTINE: 'Routine: within a week',
};
/** Days after the report the call-out is due (0 = the day it is reported). */
export const REQUEST_URGENCY_DAYS: Record<RequestUrgency, number> = { EMERGENCY: 0, URGENT: 1, ROUTINE: 5 };

/** A request's standing as the client sees it, read from its call-out visit. */
export const REQUEST_STATUSES = ['RECEIVED', 'SCHEDULED', 'ON_SITE', 'DONE', 'CANCELLED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  RECEIVED: 'Received',
  SCHEDULED: 'Scheduled',
  ON_SITE: 'Technician on site',
  DONE: 'Done',
  CANCELLED: 'Cancelled',
};

/** SANS 10139's log book: what the building's own people record between the contractor's visits. */
export const LOGBOOK_KINDS = [
  'CALL_POINT_TEST',
  'ALARM_TEST',
  'FALSE_ALARM',
  'FIRE',
  'FAULT',
  'EVACUATION_DRILL',
  'DISABLEMENT',
  'OTHER',
] as const;
export type LogbookKind = (typeof LOGBOOK_KINDS)[number];
export const LOGBOOK_KIND_LABELS: Record<LogbookKind, string> = {
  CALL_POINT_TEST: 'Weekly call-point test',
  ALARM_TEST: 'Alarm sounder test',
  FALSE_ALARM: 'False alarm',
  FIRE: 'Fire',
  FAULT: 'Fault on the panel',
  EVACUATION_DRILL: 'Evacuation drill',
  DISABLEMENT: 'System or zone isolated',
  OTHER: 'Other event',
};

/** A contact's access as the client page shows it. */
export const CONTACT_STATUSES = ['INVITED', 'ACTIVE', 'DISABLED'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
};

/** The colour of a site by its worst open defect (none: the site's standing colour). */
export const DEFECT_SEVERITY_COLOURS: Record<DefectSeverity, string> = {
  CRITICAL: '#d32f2f',
  MAJOR: '#ed6c02',
  MINOR: '#fbc02d',
};

export const PORTAL_MESSAGES = {
  staffOnly: 'The portal is for client contacts: staff use the office screens',
  siteNotFound: 'Site not found',
  notFound: 'Not found',
  staffEmail: 'This e-mail belongs to a staff account: use another address for the client contact',
  contactNotFound: 'Contact not found',
  quoteNotFound: 'Quote not found',
  invoiceNotFound: 'Invoice not found',
  visitNotFound: 'Visit not found',
  documentNotFound: 'Document not found',
  photoNotFound: 'Photo not found',
  /** A quote whose links all expired or were withdrawn: the office sends it again. */
  quoteClosed: 'This quote is no longer open for an answer: ask us to send it again',
} as const;

/** Why a site is non-compliant, in the portal's words (the dashboard's rule, docs/metrics.md). */
export const PORTAL_REASONS = {
  overdue: (count: number, since: string) => `${count} visit${count === 1 ? '' : 's'} overdue since ${since}`,
  failed: (date: string | null) => `A check failed on the last visit${date ? ` (${date})` : ''}`,
  defects: (count: number) => `${count} critical or major defect${count === 1 ? '' : 's'} open`,
} as const;

/** Where the portal's downloads are (GET, under /api/portal). */
export const PORTAL_DOWNLOADS = {
  report: (visitId: string) => `/api/portal/visits/${encodeURIComponent(visitId)}/report.pdf`,
  certificate: (visitId: string) => `/api/portal/visits/${encodeURIComponent(visitId)}/certificate.pdf`,
  defectPhoto: (defectId: string, photoId: string) =>
    `/api/portal/defects/${encodeURIComponent(defectId)}/photos/${encodeURIComponent(photoId)}`,
  quote: (quoteId: string) => `/api/portal/quotes/${encodeURIComponent(quoteId)}/pdf`,
  invoice: (invoiceId: string) => `/api/portal/invoices/${encodeURIComponent(invoiceId)}/pdf`,
  statement: (clientId: string) => `/api/portal/clients/${encodeURIComponent(clientId)}/statement.pdf`,
} as const;

/** The route the QR code on a panel or at a site opens: the log book's form for that site. */
export const portalLogbookPath = (siteId: string) => `/portal/logbook?site=${encodeURIComponent(siteId)}`;
export const portalSitePath = (siteId: string) => `/portal/sites/${encodeURIComponent(siteId)}`;
