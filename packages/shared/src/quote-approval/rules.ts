/**
 * Client approval of a quote by private link, turning an approved quote into a project, and quote
 * revisions and copies (issue 17; docs/decisions/0069): the decisions, the link's lifetime and the
 * words the server answers with. The API's zod schemas are in schemas.ts.
 */
import type { QuoteStatus } from '../quotes/rules';

/** How long a link answers after it is made. */
export const QUOTE_APPROVAL_LINK_DAYS = 30;

/** A decision sets the quote's status: an approved quote is Won, a declined one Lost. */
export const QUOTE_DECISIONS = ['APPROVED', 'DECLINED'] as const;
export type QuoteDecision = (typeof QUOTE_DECISIONS)[number];
export const DECISION_STATUS: Record<QuoteDecision, QuoteStatus> = { APPROVED: 'Won', DECLINED: 'Lost' };
/** The status a quote must have to become a project. */
export const APPROVED_QUOTE_STATUS: QuoteStatus = 'Won';

/**
 * Why a link stopped answering before it was used (docs/decisions/0073): the office revoked it, the
 * client answered through another link of the quote, the quote's status changed, a revision replaced
 * the quote, or it was open when links began to record what they show (migration 0027).
 */
export const LINK_CLOSE_REASONS = ['OFFICE', 'DECIDED', 'STATUS', 'REVISED', 'REISSUE'] as const;
export type LinkCloseReason = (typeof LINK_CLOSE_REASONS)[number];

export const QUOTE_APPROVAL_LIMITS = { nameMax: 120, noteMax: 1000 } as const;

export const QUOTE_APPROVAL_MESSAGES = {
  /** A won quote's project keeps what the client wrote when approving it. */
  clientNote: (name: string, note: string) => `${name} wrote when approving the quote: “${note}”`,
  invalid: 'This approval link is not valid. Ask for a new link.',
  expired: 'This approval link has expired. Ask for a new link.',
  revoked: 'This approval link has been withdrawn. Ask for a new link.',
  decided: 'This quote has already been answered through this link.',
  alreadyDecided:
    'This quote has already been answered through another approval link. Contact the office if anything should change.',
  replaced:
    'This quote has been replaced by a newer version, so this link is no longer valid. Ask the office for the new link.',
  changed:
    'This quote has changed since this link was sent, so it cannot be answered through it. Ask the office for a new link.',
  nameRequired: 'Your name is required',
  nameTooLong: `Your name must be at most ${QUOTE_APPROVAL_LIMITS.nameMax} characters`,
  noteTooLong: `The note must be at most ${QUOTE_APPROVAL_LIMITS.noteMax} characters`,
  linkNotFound: 'Approval link not found',
  alreadyRevoked: 'This link has already been revoked',
  notApproved: 'Only an approved (Won) quote can become a project',
  noClient: 'The quote names no client; a project needs one',
  alreadyProject: (title: string) => `This quote is already the project '${title}'`,
  tooMany: 'Too many requests. Wait a minute and try again.',
} as const;
