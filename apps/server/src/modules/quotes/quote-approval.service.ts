/**
 * Client approval by private link (docs/decisions/0069). The office makes a link for a saved quote;
 * the link is an HS256 token naming its row, signed with a key derived from the app's own secret, and
 * making it marks a Draft quote Sent. A link answers only while its signature holds, its row exists with the token's hash, it was neither
 * revoked nor answered, and it has not expired. The client's answer sets the quote Won or Lost and
 * records the name, note, time and IP; then the link answers no more.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  clientBoqLines,
  clientQuoteBreakdown,
  DECISION_STATUS,
  type PublicQuote,
  QUOTE_APPROVAL_LINK_DAYS,
  QUOTE_APPROVAL_MESSAGES,
  type QuoteApprovalLink,
  type QuoteDecision,
  type QuoteDecisionInput,
  type QuoteDecisionResult,
  type SavedQuote,
} from '@firebreak/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuoteApprovalLinksTable } from '../../db/schema/quotes';
import type { ServiceDeps } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { getQuote } from './quotes.service';

const ISSUER = 'firebreak';
const AUDIENCE = 'quote-approval';

const gone = (message: string) => new AppError(410, message, 'GONE');
const invalid = () => new AppError(404, QUOTE_APPROVAL_MESSAGES.invalid, 'INVALID_LINK');

/** The links' own key: derived from the app's signing secret, so a session token is never a link. */
export function createApprovalSigner(secret: string) {
  const key = createHmac('sha256', secret).update('firebreak quote approval links v1').digest();
  return {
    sign: (claims: { linkId: string; quoteId: string }, expiresAt: Date) =>
      new SignJWT({ lid: claims.linkId, qid: claims.quoteId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    /** The claims of a well-signed token; 410 when it is only out of date, 404 for anything else. */
    verify: async (token: string, now: Date) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.lid !== 'string' || typeof payload.qid !== 'string') throw invalid();
        return { linkId: payload.lid, quoteId: payload.qid };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw gone(QUOTE_APPROVAL_MESSAGES.expired);
        if (error instanceof AppError) throw error;
        throw invalid();
      }
    },
  };
}

export type ApprovalSigner = ReturnType<typeof createApprovalSigner>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function linkState(row: QuoteApprovalLinksTable, now: Date): QuoteApprovalLink['state'] {
  if (row.decision) return 'DECIDED';
  if (row.revoked_at) return 'REVOKED';
  if (row.expires_at <= now.toISOString()) return 'EXPIRED';
  return 'OPEN';
}

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
  };
}

type LinkDeps = ServiceDeps<'db'> & { signer: ApprovalSigner; now?: Date };

export async function createApprovalLink({
  db,
  signer,
  actor,
  quoteId,
  now = new Date(),
  days = QUOTE_APPROVAL_LINK_DAYS,
}: LinkDeps & { actor: AuditActor; quoteId: string; days?: number }) {
  const quote = await getQuote(db, quoteId);
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const token = await signer.sign({ linkId: id, quoteId }, expiresAt);
  const row: QuoteApprovalLinksTable = {
    id,
    quote_id: quoteId,
    token_hash: hashToken(token),
    expires_at: expiresAt.toISOString(),
    revoked_at: null,
    created_by: actor?.id ?? null,
    created_at: now.toISOString(),
    decision: null,
    decided_name: null,
    decided_note: null,
    decided_at: null,
    decided_ip: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('quote_approval_links').values(row).execute();
    // A Draft that goes to the client is Sent; a quote already Sent, Won or Lost keeps its status.
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
      before: { quoteNumber: quote.quoteNumber, status: quote.status },
      after: {
        quoteNumber: quote.quoteNumber,
        status: quote.status === 'Draft' ? 'Sent' : quote.status,
        link: id,
        expiresAt: row.expires_at,
      },
    });
  });
  return { link: toApprovalLink(row, now), token, path: `/q/${token}` };
}

export async function revokeApprovalLink({
  db,
  actor,
  linkId,
  now = new Date(),
}: ServiceDeps<'db'> & { actor: AuditActor; linkId: string; now?: Date }) {
  const row = await db
    .selectFrom('quote_approval_links')
    .selectAll()
    .where('id', '=', linkId)
    .executeTakeFirst();
  if (!row) throw notFound(QUOTE_APPROVAL_MESSAGES.linkNotFound);
  if (row.revoked_at) throw conflict(QUOTE_APPROVAL_MESSAGES.alreadyRevoked);
  if (row.decision) throw conflict(QUOTE_APPROVAL_MESSAGES.decided);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('quote_approval_links').set({ revoked_at: at }).where('id', '=', linkId).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'approval-link-revoked',
      entity: 'quote',
      entityId: row.quote_id,
      before: { link: linkId, revokedAt: null },
      after: { link: linkId, revokedAt: at },
    });
  });
  return toApprovalLink({ ...row, revoked_at: at }, now);
}

export async function listApprovalLinks(db: Kysely<Database>, quoteId: string, now = new Date()) {
  const rows = await db
    .selectFrom('quote_approval_links')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => toApprovalLink(row, now));
}

/** The link row a token opens, or the 4xx that says why it does not. */
async function openLink(db: Kysely<Database>, signer: ApprovalSigner, token: string, now: Date) {
  const claims = await signer.verify(token, now);
  const row = await db
    .selectFrom('quote_approval_links')
    .selectAll()
    .where('id', '=', claims.linkId)
    .executeTakeFirst();
  if (!row || row.quote_id !== claims.quoteId || row.token_hash !== hashToken(token)) throw invalid();
  const state = linkState(row, now);
  if (state === 'REVOKED') throw gone(QUOTE_APPROVAL_MESSAGES.revoked);
  if (state === 'EXPIRED') throw gone(QUOTE_APPROVAL_MESSAGES.expired);
  if (state === 'DECIDED') throw conflict(QUOTE_APPROVAL_MESSAGES.decided);
  return row;
}

export function toPublicQuote(quote: SavedQuote, expiresAt: string, companyName: string): PublicQuote {
  return {
    quoteNumber: quote.quoteNumber,
    projectTitle: quote.projectTitle,
    clientName: quote.clientName,
    generatedAt: quote.generatedAt,
    area: quote.area,
    projectTypeName: quote.projectTypeName,
    lines: clientQuoteBreakdown(quote).map(({ key, label, amount }) => ({ key, label, amount })),
    ...(quote.kind === 'BOQ'
      ? {
          boqLines: clientBoqLines(quote).map(({ line, clientUnitPrice, clientAmount }) => ({
            code: line.code,
            description: line.description,
            quantity: line.quantity,
            unit: line.unit,
            unitPrice: clientUnitPrice,
            amount: clientAmount,
          })),
        }
      : {}),
    total: quote.total,
    validity: quote.validity,
    paymentTerms: quote.paymentTerms,
    includes: quote.includes,
    exclusions: quote.exclusions,
    expiresAt,
    companyName,
  };
}

/** The saved quote an open link shows (and its PDF is rendered from). */
export async function quoteOfLink({ db, signer, token, now = new Date() }: LinkDeps & { token: string }) {
  const row = await openLink(db, signer, token, now);
  return { quote: await getQuote(db, row.quote_id), link: row };
}

/**
 * The client's answer. The row is claimed with a conditional update (still undecided, unrevoked,
 * unexpired), so two answers at once cannot both count; the quote's status follows in the same
 * transaction.
 */
export async function decideQuote({
  db,
  signer,
  token,
  input,
  ip,
  now = new Date(),
}: LinkDeps & { token: string; input: QuoteDecisionInput; ip: string | null }): Promise<QuoteDecisionResult> {
  const row = await openLink(db, signer, token, now);
  const at = now.toISOString();
  const status = DECISION_STATUS[input.decision];
  const quoteNumber = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('quote_approval_links')
      .set({
        decision: input.decision,
        decided_name: input.name,
        decided_note: input.note,
        decided_at: at,
        decided_ip: ip,
      })
      .where('id', '=', row.id)
      .where('decision', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw conflict(QUOTE_APPROVAL_MESSAGES.decided);
    const before = await trx
      .selectFrom('quotes')
      .select(['quote_number', 'status'])
      .where('id', '=', row.quote_id)
      .executeTakeFirstOrThrow();
    await trx.updateTable('quotes').set({ status, updated_at: at }).where('id', '=', row.quote_id).execute();
    await recordAudit({
      db: trx,
      actor: null,
      action: 'client-decision',
      entity: 'quote',
      entityId: row.quote_id,
      before: { quoteNumber: before.quote_number, status: before.status },
      after: {
        quoteNumber: before.quote_number,
        status,
        decision: input.decision,
        name: input.name,
        note: input.note,
        ip,
        link: row.id,
      },
    });
    return before.quote_number;
  });
  return { decision: input.decision, name: input.name, decidedAt: at, quoteNumber };
}
