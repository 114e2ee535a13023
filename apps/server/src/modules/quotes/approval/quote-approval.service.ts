/**
 * Client approval by private link (docs/decisions/0069, 0073). The office makes a link for a Draft or
 * Sent quote; the link is an HS256 token naming its row, signed with a key derived from the app's own
 * secret, and making it marks a Draft quote Sent. The row keeps the total and the hash of what the
 * client is shown. A link answers only while its signature holds, its row exists with the token's hash,
 * it was neither revoked nor answered, it has not expired, the quote was neither answered through
 * another link nor replaced by a revision, and what the client is shown still has the link's hash.
 * The client's answer sets the quote Won or Lost for good, records the name, note, time, IP, total and
 * hash, and closes the quote's other links, all in one transaction that holds the quote's row.
 */
import { randomUUID } from 'node:crypto';
import {
  centsToRand,
  DECISION_STATUS,
  type LinkCloseReason,
  type PublicQuote,
  QUOTE_APPROVAL_LINK_DAYS,
  QUOTE_APPROVAL_MESSAGES,
  QUOTE_STATUS_MESSAGES,
  type QuoteApprovalLink,
  type QuoteDecision,
  type QuoteDecisionInput,
  type QuoteDecisionResult,
  type QuoteStatus,
  type SavedQuote,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { QuoteApprovalLinksTable, QuotesTable } from '../../../db/schema/quotes';
import type { ServiceDeps } from '../../../lib/context';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { createLinkSigner, hashLinkToken, type LinkSigner } from '../../../lib/signed-links';
import { type AuditActor, recordAudit } from '../../audit/audit.service';
import { clientContentHash, clientView } from '../quote-content';
import { lockQuote, withdrawOpenLinks } from '../quote-locks';
import { getQuote } from '../quotes.service';

const gone = (message: string) => new AppError(410, message, 'GONE');
const invalid = () => new AppError(404, QUOTE_APPROVAL_MESSAGES.invalid, 'INVALID_LINK');

/** The links' own key: derived from the app's signing secret, so a session token is never a link. */
export const createApprovalSigner = (secret: string) =>
  createLinkSigner({
    secret,
    purpose: 'firebreak quote approval links v1',
    audience: 'quote-approval',
    subjectClaim: 'qid',
    expiredMessage: QUOTE_APPROVAL_MESSAGES.expired,
    invalidMessage: QUOTE_APPROVAL_MESSAGES.invalid,
  });
export type ApprovalSigner = LinkSigner;

function linkState(row: QuoteApprovalLinksTable, now: Date): QuoteApprovalLink['state'] {
  if (row.decision) return 'DECIDED';
  if (row.revoked_at) return 'REVOKED';
  if (row.expires_at <= now.toISOString()) return 'EXPIRED';
  return 'OPEN';
}

const randOrNull = (cents: number | string | null) => (cents === null ? null : centsToRand(Number(cents)));

export function toApprovalLink(row: QuoteApprovalLinksTable, now = new Date()): QuoteApprovalLink {
  return {
    id: row.id,
    quoteId: row.quote_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    createdBy: row.created_by,
    decision: (row.decision as QuoteDecision | null) ?? null,
    decidedName: row.decided_name,
    decidedNote: row.decided_note,
    decidedAt: row.decided_at,
    decidedIp: row.decided_ip,
    state: linkState(row, now),
    closedReason:
      row.revoked_at && !row.decision ? ((row.revoked_reason as LinkCloseReason | null) ?? 'OFFICE') : null,
    issuedTotal: randOrNull(row.issued_total_cents),
    decidedTotal: randOrNull(row.decided_total_cents),
  };
}

type LinkDeps = ServiceDeps<'db'> & { signer: ApprovalSigner; now?: Date };

/** Why a quote cannot be sent for approval now (409), read under the quote's lock; nothing when it can. */
async function assertSendable(trx: Kysely<Database>, quote: QuotesTable) {
  if (quote.client_decision)
    throw conflict(QUOTE_STATUS_MESSAGES.decidedByClient(quote.client_decision as QuoteDecision));
  if (quote.superseded_by) {
    const latest = await trx
      .selectFrom('quotes')
      .select('quote_number')
      .where('id', '=', quote.superseded_by)
      .executeTakeFirst();
    throw conflict(QUOTE_STATUS_MESSAGES.superseded(latest?.quote_number ?? 'a newer revision'));
  }
  if (quote.project_id) {
    const project = await trx
      .selectFrom('projects')
      .select('title')
      .where('id', '=', quote.project_id)
      .executeTakeFirst();
    if (project) throw conflict(QUOTE_STATUS_MESSAGES.isProject(project.title));
  }
  if (quote.status !== 'Draft' && quote.status !== 'Sent')
    throw conflict(QUOTE_STATUS_MESSAGES.notSendable(quote.status as QuoteStatus));
}

export async function createApprovalLink({
  db,
  signer,
  actor,
  quoteId,
  now = new Date(),
  days = QUOTE_APPROVAL_LINK_DAYS,
}: LinkDeps & { actor: AuditActor; quoteId: string; days?: number }) {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const token = await signer.sign({ linkId: id, subjectId: quoteId }, expiresAt);
  const row = await db.transaction().execute(async (trx) => {
    const quote = await lockQuote({ db: trx }, quoteId);
    await assertSendable(trx, quote);
    const shown = await getQuote({ db: trx }, quoteId);
    const row: QuoteApprovalLinksTable = {
      id,
      quote_id: quoteId,
      token_hash: hashLinkToken(token),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
      created_by: actor?.id ?? null,
      created_at: now.toISOString(),
      decision: null,
      decided_name: null,
      decided_note: null,
      decided_at: null,
      decided_ip: null,
      issued_total_cents: Number(quote.total_cents),
      content_hash: clientContentHash(shown),
      revoked_reason: null,
      decided_total_cents: null,
      decided_hash: null,
    };
    await trx.insertInto('quote_approval_links').values(row).execute();
    // A Draft that goes to the client is Sent; a Sent quote stays Sent.
    await trx
      .updateTable('quotes')
      .set({ status: 'Sent', updated_at: row.created_at })
      .where('id', '=', quoteId)
      .where('status', '=', 'Draft')
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'approval-link',
      entity: 'quote',
      entityId: quoteId,
      before: { quoteNumber: quote.quote_number, status: quote.status },
      after: {
        quoteNumber: quote.quote_number,
        status: 'Sent',
        link: id,
        expiresAt: row.expires_at,
        total: centsToRand(Number(quote.total_cents)),
      },
    });
    return row;
  });
  return { link: toApprovalLink(row, now), token, path: `/q/${token}` };
}

export async function revokeApprovalLink({
  db,
  actor,
  linkId,
  now = new Date(),
}: ServiceDeps<'db'> & { actor: AuditActor; linkId: string; now?: Date }) {
  const found = await db
    .selectFrom('quote_approval_links')
    .select('quote_id')
    .where('id', '=', linkId)
    .executeTakeFirst();
  if (!found) throw notFound(QUOTE_APPROVAL_MESSAGES.linkNotFound);
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    await lockQuote({ db: trx }, found.quote_id);
    const row = await trx
      .selectFrom('quote_approval_links')
      .selectAll()
      .where('id', '=', linkId)
      .executeTakeFirstOrThrow();
    if (row.revoked_at) throw conflict(QUOTE_APPROVAL_MESSAGES.alreadyRevoked);
    if (row.decision) throw conflict(QUOTE_APPROVAL_MESSAGES.decided);
    await trx
      .updateTable('quote_approval_links')
      .set({ revoked_at: at, revoked_reason: 'OFFICE' })
      .where('id', '=', linkId)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'approval-link-revoked',
      entity: 'quote',
      entityId: row.quote_id,
      before: { link: linkId, revokedAt: null },
      after: { link: linkId, revokedAt: at },
    });
    return row;
  });
  return toApprovalLink({ ...row, revoked_at: at, revoked_reason: 'OFFICE' }, now);
}

export async function listApprovalLinks({ db }: ServiceDeps<'db'>, quoteId: string, now = new Date()) {
  const rows = await db
    .selectFrom('quote_approval_links')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => toApprovalLink(row, now));
}

/**
 * Why a well-signed link to this quote answers no more, as the client is told (none of it says more
 * than that), or null while it may be answered.
 */
function closedLinkError(link: QuoteApprovalLinksTable, quote: QuotesTable, now: Date): AppError | null {
  if (link.decision) return conflict(QUOTE_APPROVAL_MESSAGES.decided);
  if (quote.client_decision || link.revoked_reason === 'DECIDED')
    return conflict(QUOTE_APPROVAL_MESSAGES.alreadyDecided);
  if (quote.superseded_by || link.revoked_reason === 'REVISED') return gone(QUOTE_APPROVAL_MESSAGES.replaced);
  if (link.revoked_at) return gone(QUOTE_APPROVAL_MESSAGES.revoked);
  if (link.expires_at <= now.toISOString()) return gone(QUOTE_APPROVAL_MESSAGES.expired);
  // An open link is on a Sent quote (a status change closes it); a link without a hash predates 0027.
  if (quote.status !== 'Sent' || !link.content_hash) return gone(QUOTE_APPROVAL_MESSAGES.revoked);
  return null;
}

/** The link a token names and its quote, if the token is genuine; 404 for anything else. */
async function linkOfToken(db: Kysely<Database>, signer: ApprovalSigner, token: string, now: Date) {
  const claims = await signer.verify(token, now);
  const link = await db
    .selectFrom('quote_approval_links')
    .selectAll()
    .where('id', '=', claims.linkId)
    .executeTakeFirst();
  if (!link || link.quote_id !== claims.subjectId || link.token_hash !== hashLinkToken(token))
    throw invalid();
  return link;
}

/**
 * The quote an open link shows, as it is now; the 4xx that says why not when the link answers no more
 * or the quote is no longer what the link was made for.
 */
async function openQuote(db: Kysely<Database>, link: QuoteApprovalLinksTable, quote: QuotesTable, now: Date) {
  const closed = closedLinkError(link, quote, now);
  if (closed) throw closed;
  const saved = await getQuote({ db }, quote.id);
  const hash = clientContentHash(saved);
  if (hash !== link.content_hash) throw conflict(QUOTE_APPROVAL_MESSAGES.changed);
  return { saved, hash };
}

export function toPublicQuote(
  quote: SavedQuote,
  link: QuoteApprovalLinksTable,
  companyName: string,
): PublicQuote {
  const decision =
    link.decision && link.decided_at
      ? {
          decision: link.decision as QuoteDecision,
          name: link.decided_name ?? '',
          note: link.decided_note,
          decidedAt: link.decided_at,
        }
      : null;
  return { ...clientView(quote), expiresAt: link.expires_at, companyName, decision };
}

/**
 * The saved quote a link shows (and its PDF is rendered from): an open link's quote as it is now, or
 * the quote a link answered, as it was answered (an answered quote is final: it changes only by a
 * revision, a quote of its own). Any other closed link says why with its 4xx.
 */
export async function quoteOfLink({ db, signer, token, now = new Date() }: LinkDeps & { token: string }) {
  const link = await linkOfToken(db, signer, token, now);
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', link.quote_id).executeTakeFirst();
  if (!row) throw invalid();
  if (link.decision && row.decided_link_id === link.id)
    return { quote: await getQuote({ db }, row.id), link };
  const { saved } = await openQuote(db, link, row, now);
  return { quote: saved, link };
}

/** Who answers: through a public link nobody is signed in; from the portal, the contact's account. */
export type QuoteDecider = {
  name: string;
  note: string;
  ip: string | null;
  /** The contact's account (the portal's answer), recorded on the link and as the audit's actor. */
  userId: string | null;
};

/**
 * The client's answer through a public link: the token names the link, then decideThroughLink.
 */
export async function decideQuote({
  db,
  signer,
  token,
  input,
  ip,
  now = new Date(),
}: LinkDeps & { token: string; input: QuoteDecisionInput; ip: string | null }): Promise<QuoteDecisionResult> {
  const link = await linkOfToken(db, signer, token, now);
  return decideThroughLink({
    db,
    link,
    decision: input.decision,
    decider: { name: input.name, note: input.note, ip, userId: null },
    now,
  });
}

/**
 * The client's answer through one of the quote's links (a public link's, or the portal's answer on the
 * quote's open link). Under the quote's lock the link and the quote are read again and must still
 * answer, and the quote must still hash as the link was made; then the link records the decision with
 * the total and hash it was made on, the quote takes its final status, and every other open link of
 * the quote closes. Two answers at once: the second waits for the lock and then finds the quote
 * answered (409).
 */
export async function decideThroughLink({
  db,
  link,
  decision,
  decider,
  now = new Date(),
}: ServiceDeps<'db'> & {
  link: Pick<QuoteApprovalLinksTable, 'id' | 'quote_id'>;
  decision: QuoteDecision;
  decider: QuoteDecider;
  now?: Date;
}): Promise<QuoteDecisionResult> {
  const at = now.toISOString();
  const status = DECISION_STATUS[decision];
  const { name, note, ip, userId } = decider;
  const quoteNumber = await db.transaction().execute(async (trx) => {
    const quote = await lockQuote({ db: trx }, link.quote_id);
    const fresh = await trx
      .selectFrom('quote_approval_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    const { hash } = await openQuote(trx, fresh, quote, now);
    const claimed = await trx
      .updateTable('quote_approval_links')
      .set({
        decision,
        decided_name: name,
        decided_note: note,
        decided_at: at,
        decided_ip: ip,
        decided_total_cents: Number(quote.total_cents),
        decided_hash: hash,
        decided_user_id: userId,
      })
      .where('id', '=', link.id)
      .where('decision', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw conflict(QUOTE_APPROVAL_MESSAGES.decided);
    await trx
      .updateTable('quotes')
      .set({ status, client_decision: decision, decided_link_id: link.id, updated_at: at })
      .where('id', '=', quote.id)
      .execute();
    const closed = await withdrawOpenLinks(
      { db: trx },
      {
        quoteIds: [quote.id],
        reason: 'DECIDED',
        at,
        except: link.id,
      },
    );
    await recordAudit({
      db: trx,
      actor: userId ? { id: userId } : null,
      action: 'client-decision',
      entity: 'quote',
      entityId: quote.id,
      before: { quoteNumber: quote.quote_number, status: quote.status },
      after: {
        quoteNumber: quote.quote_number,
        status,
        decision,
        name,
        note,
        ip,
        link: link.id,
        ...(userId ? { userId, through: 'portal' } : {}),
        total: centsToRand(Number(quote.total_cents)),
        ...(closed ? { linksClosed: closed } : {}),
      },
    });
    return quote.quote_number;
  });
  return { decision, name, decidedAt: at, quoteNumber };
}
