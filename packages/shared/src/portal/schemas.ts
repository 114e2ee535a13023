/**
 * The client portal's API (issue 31, decision 0092): /api/portal/* for a client's contact, and the
 * office's invitations on a client's page. Money is in rand as the office's screens and PDFs show it
 * (the same figures: a portal total is the PDF's total). Nothing internal: no costs, markup, internal
 * notes or staff details beyond the technician's name and registration number.
 */
import { z } from 'zod';
import { AUTH_LIMITS } from '../auth/rules';
import { optionalDate, requiredText } from '../common/fields';
import { INVOICE_KINDS, INVOICE_STATUSES } from '../invoices/rules';
import { QUOTE_DECISIONS } from '../quote-approval/rules';
import { setPasswordLinkSchema } from '../users/schemas';
import { DEFECT_SEVERITIES } from '../visit-work/rules';
import { CONTACT_STATUSES, LOGBOOK_KINDS, PORTAL_LIMITS, REQUEST_STATUSES, REQUEST_URGENCIES } from './rules';

// ---- The office: a client's contacts -------------------------------------------------------------

export const contactInviteInputSchema = z
  .object({
    firstName: requiredText('First name', AUTH_LIMITS.nameMax),
    lastName: requiredText('Last name', AUTH_LIMITS.nameMax),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(AUTH_LIMITS.emailMax, `Email must be at most ${AUTH_LIMITS.emailMax} characters`)
      .refine((v) => z.email().safeParse(v).success, 'Please enter a valid email address'),
    phone: z.string().trim().max(AUTH_LIMITS.phoneMax).nullish(),
  })
  .strict();
export type ContactInviteInput = z.input<typeof contactInviteInputSchema>;

export const clientContactSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  invitedAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** The other clients this contact sees (a managing agent's), by name. */
  otherClients: z.array(z.string()),
});
export type ClientContact = z.infer<typeof clientContactSchema>;

export const contactInviteResponseSchema = z.object({
  contact: clientContactSchema,
  /** The set-password link to hand over; null when the contact already has a password (a second client). */
  link: setPasswordLinkSchema.nullable(),
  /** Whether the invitation was e-mailed (SMTP configured). */
  emailed: z.boolean(),
});
export type ContactInviteResponse = z.infer<typeof contactInviteResponseSchema>;

export const contactAccessInputSchema = z.object({ enabled: z.boolean() }).strict();
export const clientContactParamsSchema = z.object({
  id: z.string().min(1).max(100),
  userId: z.string().min(1).max(100),
});

// ---- The portal --------------------------------------------------------------------------------

export const portalClientSchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/portal/me: the clients this contact sees, and the contractor's name and contact details. */
export const portalMeSchema = z.object({
  clients: z.array(portalClientSchema),
  company: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type PortalMe = z.infer<typeof portalMeSchema>;

const standing = z.enum(['COMPLIANT', 'NON_COMPLIANT', 'PENDING']);

export const portalSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  /** As the dashboard counts it (docs/metrics.md): a site without assets is PENDING. */
  standing,
  /** Why a site is non-compliant, in words ('2 visits overdue since 2026-10-01', 'A check failed on …'). */
  reasons: z.array(z.string()),
  nextVisitDue: z.string().nullable(),
  lastVisitDone: z.string().nullable(),
  /** The worst open defect's severity, null when none is open; the site's colour comes from it. */
  worstDefect: z.enum(DEFECT_SEVERITIES).nullable(),
  openDefects: z.number().int(),
});
export type PortalSite = z.infer<typeof portalSiteSchema>;

export const portalSitesSchema = z.object({
  sites: z.array(portalSiteSchema),
  summary: z.object({ compliant: z.number(), nonCompliant: z.number(), pending: z.number() }),
});
export type PortalSites = z.infer<typeof portalSitesSchema>;

export const portalAssetSchema = z.object({
  id: z.string(),
  system: z.string(),
  typeLabel: z.string(),
  location: z.string(),
  make: z.string(),
  model: z.string(),
  serial: z.string(),
  installedOn: z.string().nullable(),
  lastServiced: z.string().nullable(),
  nextDue: z.string().nullable(),
});

export const portalVisitSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  status: z.string(),
  /** PASS when every check passed, FAIL when one failed; null for a visit not done. */
  outcome: z.enum(['PASS', 'FAIL']).nullable(),
  technicianName: z.string().nullable(),
  technicianRegistration: z.string().nullable(),
  /** Download paths under /api/portal (null until the visit is completed and signed). */
  reportUrl: z.string().nullable(),
  certificateUrl: z.string().nullable(),
});
export type PortalVisit = z.infer<typeof portalVisitSchema>;

export const portalDefectSchema = z.object({
  id: z.string(),
  severity: z.enum(DEFECT_SEVERITIES),
  description: z.string(),
  assetLabel: z.string().nullable(),
  raisedOn: z.string(),
  photoUrls: z.array(z.string()),
  /** The quote pricing it, when one was sent. */
  quote: z.object({ id: z.string(), number: z.string(), status: z.string(), total: z.number() }).nullable(),
});
export type PortalDefect = z.infer<typeof portalDefectSchema>;

export const portalSiteDetailSchema = z.object({
  site: portalSiteSchema,
  assets: z.array(portalAssetSchema),
  visits: z.array(portalVisitSchema),
  defects: z.array(portalDefectSchema),
});
export type PortalSiteDetail = z.infer<typeof portalSiteDetailSchema>;

export const portalQuoteSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  siteId: z.string().nullable(),
  siteName: z.string().nullable(),
  clientName: z.string(),
  /** OPEN: waiting for the client's answer; otherwise the decision. */
  state: z.enum(['OPEN', 'APPROVED', 'DECLINED', 'CLOSED']),
  sentAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** The client's breakdown as the quote's PDF prints it. */
  lines: z.array(z.object({ label: z.string(), amount: z.number() })),
  total: z.number(),
  decision: z
    .object({
      decision: z.enum(QUOTE_DECISIONS),
      name: z.string(),
      note: z.string(),
      at: z.string(),
    })
    .nullable(),
  pdfUrl: z.string(),
});
export type PortalQuote = z.infer<typeof portalQuoteSchema>;

export const portalQuoteDecisionInputSchema = z
  .object({
    decision: z.enum(QUOTE_DECISIONS, { error: 'Choose Approve or Decline' }),
    note: z.string().trim().max(1000, 'The note holds at most 1000 characters').optional().default(''),
  })
  .strict();
export type PortalQuoteDecisionInput = z.input<typeof portalQuoteDecisionInputSchema>;

export const portalInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  clientId: z.string(),
  issuedOn: z.string(),
  dueOn: z.string().nullable(),
  total: z.number(),
  outstanding: z.number(),
  overdue: z.boolean(),
  pdfUrl: z.string(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

export const portalAccountSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  /** What is owed and what of it is past due, as the client's statement says. */
  owed: z.number(),
  overdue: z.number(),
  statementUrl: z.string(),
  invoices: z.array(portalInvoiceSchema),
});
export const portalInvoicesSchema = z.object({ accounts: z.array(portalAccountSchema) });
export type PortalInvoices = z.infer<typeof portalInvoicesSchema>;

/** 'Report a fault' (multipart: these fields plus an optional photo). */
export const portalRequestInputSchema = z
  .object({
    siteId: z.string().min(1, 'Choose the site').max(100),
    description: z
      .string({ error: 'Describe the fault' })
      .trim()
      .min(1, 'Describe the fault')
      .max(
        PORTAL_LIMITS.requestDescriptionMax,
        `The description holds at most ${PORTAL_LIMITS.requestDescriptionMax} characters`,
      ),
    urgency: z.enum(REQUEST_URGENCIES, { error: 'Choose how urgent it is' }),
  })
  .strict();
export type PortalRequestInput = z.input<typeof portalRequestInputSchema>;

export const portalRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  description: z.string(),
  urgency: z.enum(REQUEST_URGENCIES),
  status: z.enum(REQUEST_STATUSES),
  /** The call-out's booked day once scheduled. */
  scheduledFor: z.string().nullable(),
  reportedBy: z.string(),
  createdAt: z.string(),
  photoUrl: z.string().nullable(),
});
export type PortalRequest = z.infer<typeof portalRequestSchema>;

export const logbookEntryInputSchema = z
  .object({
    siteId: z.string().min(1, 'Choose the site').max(100),
    kind: z.enum(LOGBOOK_KINDS, { error: 'Choose what happened' }),
    /** When it happened, local (South African) date and time: YYYY-MM-DDTHH:mm. */
    occurredAt: z
      .string({ error: 'When did it happen?' })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'When did it happen? (date and time)'),
    location: z
      .string()
      .trim()
      .max(
        PORTAL_LIMITS.logbookLocationMax,
        `Zone or location holds at most ${PORTAL_LIMITS.logbookLocationMax} characters`,
      )
      .optional()
      .default(''),
    description: z
      .string()
      .trim()
      .max(
        PORTAL_LIMITS.logbookDescriptionMax,
        `The note holds at most ${PORTAL_LIMITS.logbookDescriptionMax} characters`,
      )
      .optional()
      .default(''),
  })
  .strict();
export type LogbookEntryInput = z.input<typeof logbookEntryInputSchema>;

export const logbookEntrySchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  kind: z.enum(LOGBOOK_KINDS),
  occurredAt: z.string(),
  location: z.string(),
  description: z.string(),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type LogbookEntry = z.infer<typeof logbookEntrySchema>;

export const portalSiteParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const portalListQuerySchema = z.object({ siteId: z.string().min(1).max(100).optional() });

export const portalIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const portalPhotoParamsSchema = z.object({
  id: z.string().min(1).max(100),
  photoId: z.string().min(1).max(100),
});
/** A statement's period: the last 90 days to today unless asked (what is owed does not depend on it). */
export const portalStatementQuerySchema = z
  .object({
    from: optionalDate('From'),
    to: optionalDate('To'),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'From must be on or before To',
    path: ['to'],
  });
/** What POST /api/portal/quotes/:id/decision answers: the quote as the contact now sees it. */
export const portalQuoteDecisionResultSchema = portalQuoteSchema;
