/**
 * Client approval of a quote by private link, quote revisions and copies (issue 17;
 * docs/decisions/0069): the API's zod schemas and the types taken from them.
 */
import { z } from 'zod';
import { QUOTE_STATUSES } from '../quotes/rules';
import { LINK_CLOSE_REASONS, QUOTE_APPROVAL_LIMITS, QUOTE_APPROVAL_MESSAGES, QUOTE_DECISIONS } from './rules';

export const quoteApprovalTokenParamsSchema = z.object({
  token: z.string().min(1).max(2000).describe('The signed token of the private link'),
});

export const quoteApprovalLinkIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const quoteDecisionInputSchema = z.object({
  decision: z.enum(QUOTE_DECISIONS, { error: 'Choose Approve or Decline' }),
  name: z
    .string({ error: QUOTE_APPROVAL_MESSAGES.nameRequired })
    .trim()
    .min(1, QUOTE_APPROVAL_MESSAGES.nameRequired)
    .max(QUOTE_APPROVAL_LIMITS.nameMax, QUOTE_APPROVAL_MESSAGES.nameTooLong),
  note: z
    .string()
    .trim()
    .max(QUOTE_APPROVAL_LIMITS.noteMax, QUOTE_APPROVAL_MESSAGES.noteTooLong)
    .optional()
    .default(''),
});
export type QuoteDecisionInput = z.output<typeof quoteDecisionInputSchema>;
export type RawQuoteDecisionInput = z.input<typeof quoteDecisionInputSchema>;

export const quoteApprovalLinkSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  decision: z.enum(QUOTE_DECISIONS).nullable(),
  decidedName: z.string().nullable(),
  decidedNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedIp: z.string().nullable(),
  /** OPEN: the client may still answer it. */
  state: z.enum(['OPEN', 'DECIDED', 'EXPIRED', 'REVOKED']),
  /** Why a REVOKED link was closed; null otherwise. */
  closedReason: z.enum(LINK_CLOSE_REASONS).nullable(),
  /** The quote's total when the link was made (null for a link made before totals were kept). */
  issuedTotal: z.number().nullable(),
  /** The total the client's decision was made on. */
  decidedTotal: z.number().nullable(),
});
export type QuoteApprovalLink = z.infer<typeof quoteApprovalLinkSchema>;

/** The link just made: the token is shown once (only its hash is kept). */
export const createdQuoteApprovalLinkSchema = z.object({
  link: quoteApprovalLinkSchema,
  token: z.string(),
  /** The public page's path, '/q/<token>'. */
  path: z.string(),
  /** The whole link to send, on PUBLIC_URL as invitation links are. */
  url: z.string(),
});
export type CreatedQuoteApprovalLink = z.infer<typeof createdQuoteApprovalLinkSchema>;

export const quoteRevisionSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  revision: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  total: z.number(),
  createdAt: z.string(),
});
export type QuoteRevision = z.infer<typeof quoteRevisionSchema>;

/** What the office sees of a quote's approval, project and revisions. */
export const quoteWorkflowSchema = z.object({
  quoteId: z.string(),
  quoteNumber: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** The client's answer through a link: final (docs/decisions/0073). */
  clientDecision: z.enum(QUOTE_DECISIONS).nullable(),
  /** The revision that replaced this quote, when one has. */
  supersededBy: z.object({ id: z.string(), quoteNumber: z.string() }).nullable(),
  links: z.array(quoteApprovalLinkSchema),
  project: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Every revision of the quote's family, the original (0) first. */
  revisions: z.array(quoteRevisionSchema),
});
export type QuoteWorkflow = z.infer<typeof quoteWorkflowSchema>;

/** What the client sees on the public page: the saved quote's own figures, nothing internal. */
export const publicQuoteSchema = z.object({
  quoteNumber: z.string(),
  projectTitle: z.string(),
  clientName: z.string(),
  generatedAt: z.string(),
  area: z.number(),
  projectTypeName: z.string(),
  /** The client's breakdown, line for line as the PDF prints it (price excl. VAT, VAT, total). */
  lines: z.array(z.object({ key: z.string(), label: z.string(), amount: z.number() })),
  /**
   * A BOQ quote's lines at the client's prices, as the PDF lists them (clientBoqLines): they add up to
   * the breakdown's first line. Absent for a Quick Quote.
   */
  boqLines: z
    .array(
      z.object({
        code: z.string(),
        description: z.string(),
        quantity: z.number(),
        unit: z.string(),
        unitPrice: z.number(),
        amount: z.number(),
      }),
    )
    .optional(),
  total: z.number(),
  validity: z.string(),
  paymentTerms: z.string(),
  includes: z.array(z.string()),
  exclusions: z.array(z.string()),
  expiresAt: z.string(),
  companyName: z.string(),
  /**
   * The client's answer through this link, once given: the page is then a read-only record of what
   * was decided, by whom and when, with the PDF (issue 27 item 6). Null while the link is open.
   */
  decision: z
    .object({
      decision: z.enum(QUOTE_DECISIONS),
      name: z.string(),
      note: z.string().nullable(),
      decidedAt: z.string(),
    })
    .nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

export const quoteDecisionResultSchema = z.object({
  decision: z.enum(QUOTE_DECISIONS),
  name: z.string(),
  decidedAt: z.string(),
  quoteNumber: z.string(),
});
export type QuoteDecisionResult = z.infer<typeof quoteDecisionResultSchema>;

export const quoteProjectResultSchema = z.object({
  project: z.object({ id: z.string(), title: z.string() }),
  quoteNumber: z.string(),
});
export type QuoteProjectResult = z.infer<typeof quoteProjectResultSchema>;

/**
 * GET /api/projects/:id/origin: the quote a project was made from, and the site and inspection visit
 * whose defects that quote priced (each null when there is none).
 */
export const projectOriginSchema = z.object({
  quote: z
    .object({
      id: z.string(),
      quoteNumber: z.string(),
      kind: z.enum(['QUICK', 'BOQ']),
      status: z.enum(QUOTE_STATUSES),
    })
    .nullable(),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  visit: z.object({ id: z.string(), dueDate: z.string() }).nullable(),
});
export type ProjectOrigin = z.infer<typeof projectOriginSchema>;
