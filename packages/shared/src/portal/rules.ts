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

// ---- 'Report a fault' and the log book: the pure rules the server and the screens share ---------------

const DAY_MS = 86_400_000;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The call-out's due date for a fault reported on `today` (YYYY-MM-DD, South African): EMERGENCY is
 * today whatever the day; otherwise REQUEST_URGENCY_DAYS working days on, counting Monday to Friday
 * (public holidays are not known to the app). A report on a Saturday that is URGENT is due on Monday.
 */
export function requestDueDate(today: string, urgency: RequestUrgency): string {
  let day = today;
  for (let left = REQUEST_URGENCY_DAYS[urgency]; left > 0; ) {
    day = nextDay(day);
    const dow = weekday(day);
    if (dow !== 0 && dow !== 6) left -= 1;
  }
  return day;
}

/**
 * A request's status from its call-out visit: DUE (not yet given a technician, whatever its default
 * day) is RECEIVED; SCHEDULED (a technician and a day) SCHEDULED; IN_PROGRESS (started on site,
 * paused or not) ON_SITE; COMPLETED DONE; CANCELLED CANCELLED.
 */
export function requestStatusOf(visitStatus: string): RequestStatus {
  switch (visitStatus) {
    case 'SCHEDULED':
      return 'SCHEDULED';
    case 'IN_PROGRESS':
      return 'ON_SITE';
    case 'COMPLETED':
      return 'DONE';
    case 'CANCELLED':
      return 'CANCELLED';
    default:
      return 'RECEIVED';
  }
}

/** The reference of the year's n-th request: FR-2026-0001. */
export const requestReference = (year: number, n: number) => `FR-${year}-${String(n).padStart(4, '0')}`;

export const PORTAL_REQUEST_MESSAGES = {
  photoField: 'Send at most one photo, in the field "photo"',
  /** The call-out's reason as the office's Visits page and Dispatch board show it. */
  callOutReason: (contact: string, reference: string, description: string) =>
    `Fault reported by ${contact} (${reference}): ${description}`,
} as const;

/** Entries a log book answer holds at most (newest first). */
export const LOGBOOK_LIST_MAX = 500;
/** How far ahead of the clock an entry's time may be (a phone's clock a little fast). */
export const LOGBOOK_FUTURE_SLACK_MINUTES = 5;

export const LOGBOOK_MESSAGES = {
  notADate: 'When did it happen? That is not a real date and time',
  inFuture: 'When did it happen? That time is still to come',
  tooOld: 'When did it happen? Enter a time after 1 January 2000',
} as const;

/** An entry's local time as an instant (for formatDateTime): the country keeps UTC+2 all year. */
export const logbookInstant = (occurredAt: string) => `${occurredAt}:00+02:00`;

/**
 * Why a log book entry's time (South African local, YYYY-MM-DDTHH:mm; the country keeps UTC+2 all
 * year) is refused, or null: not a real date and time, before 2000, or more than
 * LOGBOOK_FUTURE_SLACK_MINUTES ahead of `now`.
 */
export function logbookTimeError(occurredAt: string, now: Date): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(occurredAt);
  if (!match) return LOGBOOK_MESSAGES.notADate;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - 2 * 3_600_000;
  const back = new Date(utc + 2 * 3_600_000);
  const real =
    h < 24 &&
    mi < 60 &&
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h;
  if (!real) return LOGBOOK_MESSAGES.notADate;
  if (y < 2000) return LOGBOOK_MESSAGES.tooOld;
  if (utc > now.getTime() + LOGBOOK_FUTURE_SLACK_MINUTES * 60_000) return LOGBOOK_MESSAGES.inFuture;
  return null;
}
