/**
 * Who may move a quote between Draft, Sent, Won and Lost (issue 25 §3; docs/decisions/0073). The
 * server's status change refuses with these answers and the web's status select offers only what they
 * allow, so both read this one table:
 *
 * - A quote the client answered through an approval link keeps that answer (Won or Lost) for good,
 *   and a quote that became a project stays Won: a change is a revision, which needs a new approval.
 * - ADMIN and PROJECT_MANAGER (`quotes.send`) move any other quote to any status.
 * - ENGINEER (`quotes.status` without `quotes.send`) moves a quote only between Draft and Sent, and
 *   not while an approval link is open on it (moving it would withdraw the office's link).
 */
import type { Role } from '../auth/rules';
import { can } from '../common/permissions';
import type { QuoteDecision } from '../quote-approval/rules';
import { QUOTE_STATUSES, type QuoteStatus } from './rules';

export const QUOTE_STATUS_MESSAGES = {
  decidedByClient: (decision: QuoteDecision) =>
    `The client ${decision === 'APPROVED' ? 'approved' : 'declined'} this quote through its approval link, so its status is final. Revise it to make a change.`,
  isProject: (title: string) =>
    `This quote became the project '${title}', so its status is final. Revise it to make a change.`,
  outcomeForOffice:
    'Only administrators and project managers mark a quote Won or Lost, or change one that is.',
  openLinksForOffice:
    'This quote has an open approval link; only administrators and project managers may withdraw it.',
  noStatus: 'You do not have permission to change the status of a quote',
  superseded: (quoteNumber: string) =>
    `This quote has been replaced by ${quoteNumber}. Send that one for approval instead.`,
  notSendable: (status: QuoteStatus) =>
    `A ${status} quote is not sent for approval. Set it back to Sent, or revise it.`,
  notBillEditable: 'The client has answered this quote; its bill cannot change. Revise it to make a change.',
} as const;

/** What a status change depends on besides the two statuses. */
export type QuoteStatusState = {
  status: QuoteStatus;
  /** The client's answer through an approval link, when there is one. */
  clientDecision: QuoteDecision | null;
  /** The title of the project the quote became, when it became one. */
  projectTitle: string | null;
  /** Whether an approval link on the quote could still be answered. */
  hasOpenLinks: boolean;
};

export type QuoteStatusRefusal = { status: 403 | 409; message: string };

const isWorking = (status: QuoteStatus) => status === 'Draft' || status === 'Sent';

/** null when `role` may move the quote to `to` (or it already is there); otherwise the answer and why. */
export function quoteStatusRefusal(
  role: Role | string | null | undefined,
  state: QuoteStatusState,
  to: QuoteStatus,
): QuoteStatusRefusal | null {
  if (state.status === to) return null;
  if (!can(role, 'quotes.status')) return { status: 403, message: QUOTE_STATUS_MESSAGES.noStatus };
  if (state.clientDecision)
    return { status: 409, message: QUOTE_STATUS_MESSAGES.decidedByClient(state.clientDecision) };
  if (state.projectTitle !== null)
    return { status: 409, message: QUOTE_STATUS_MESSAGES.isProject(state.projectTitle) };
  if (can(role, 'quotes.send')) return null;
  if (!isWorking(state.status) || !isWorking(to))
    return { status: 403, message: QUOTE_STATUS_MESSAGES.outcomeForOffice };
  if (state.hasOpenLinks) return { status: 403, message: QUOTE_STATUS_MESSAGES.openLinksForOffice };
  return null;
}

/** The statuses a role may pick for a quote, its current one included, in the usual order. */
export function allowedQuoteStatuses(
  role: Role | string | null | undefined,
  state: QuoteStatusState,
): QuoteStatus[] {
  return QUOTE_STATUSES.filter((status) => quoteStatusRefusal(role, state, status) === null);
}
