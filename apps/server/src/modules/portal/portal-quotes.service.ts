/**
 * The quotes a client's contact sees (issue 31): the latest revision of each quote sent to one of their
 * clients (an approval link was made for it, or it was answered), never a draft. A quote is a client's by
 * its site (sites.client_id) or, without a site, by the client's name (clients.name_key). The figures are
 * the public approval page's (toPublicQuote over the same saved quote), so the portal, the page and the
 * PDF agree to the cent; an answer goes through the public link's own decision (decideThroughLink).
 */
import {
  PORTAL_DOWNLOADS,
  PORTAL_MESSAGES,
  type PortalQuote,
  type PortalQuoteDecisionInput,
  QUOTE_APPROVAL_LIMITS,
  QUOTE_APPROVAL_MESSAGES,
  type QuoteDecision,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuoteApprovalLinksTable, QuotesTable } from '../../db/schema/quotes';
import type { ServiceDeps } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { decideThroughLink, toPublicQuote } from '../quotes/approval/quote-approval.service';
import { clientContentHash, clientView } from '../quotes/quote-content';
import { getQuote } from '../quotes/quotes.service';
import { portalClients } from './portal-access';

type QuoteRow = QuotesTable & { site_name: string | null; site_client_id: string | null };

const isOpen = (link: QuoteApprovalLinksTable, at: string) =>
  !link.decision && !link.revoked_at && link.expires_at > at;

/** The sent, latest quotes of these clients, each with the client it belongs to. */
async function sentQuoteRows(
  db: Kysely<Database>,
  clients: Array<{ id: string; name: string }>,
  quoteIds?: readonly string[],
) {
  if (clients.length === 0) return [];
  const keys = await db
    .selectFrom('clients')
    .select(['id', 'name_key'])
    .where(
      'id',
      'in',
      clients.map((client) => client.id),
    )
    .execute();
  const clientOfKey = new Map(keys.map((row) => [row.name_key, row.id]));
  const sitesOf = db
    .selectFrom('sites')
    .select('sites.id')
    .where(
      'sites.client_id',
      'in',
      clients.map((client) => client.id),
    );
  const rows: QuoteRow[] = await db
    .selectFrom('quotes as q')
    .leftJoin('sites as s', 's.id', 'q.site_id')
    .selectAll('q')
    .select(['s.name as site_name', 's.client_id as site_client_id'])
    .where('q.superseded_by', 'is', null)
    .where((eb) =>
      eb.or([
        eb('q.site_id', 'in', sitesOf),
        eb.and([
          eb('q.site_id', 'is', null),
          eb(sql<string>`lower(trim(${sql.ref('q.client_name')}))`, 'in', [...clientOfKey.keys()]),
        ]),
      ]),
    )
    // Sent: a link was made for it, or it was answered (a draft has neither).
    .where((eb) =>
      eb.or([
        eb('q.client_decision', 'is not', null),
        eb.exists(
          eb.selectFrom('quote_approval_links as l').select('l.id').whereRef('l.quote_id', '=', 'q.id'),
        ),
      ]),
    )
    .$if(quoteIds !== undefined, (q) => q.where('q.id', 'in', [...(quoteIds ?? [])]))
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id')
    .execute();
  return rows.map((row) => ({
    row,
    clientId: row.site_client_id ?? clientOfKey.get(row.client_name.trim().toLowerCase()) ?? '',
  }));
}

/** One quote as the contact sees it; `links` are the quote's approval links. */
async function toPortalQuote(
  db: Kysely<Database>,
  row: QuoteRow,
  links: QuoteApprovalLinksTable[],
  companyName: string,
  clientName: string,
  now: Date,
): Promise<PortalQuote & { openLinkId: string | null }> {
  const at = now.toISOString();
  const newestFirst = [...links].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id),
  );
  const saved = await getQuote({ db }, row.id);
  const decided = links.find((link) => link.id === row.decided_link_id && link.decision);
  // Open as the public link is: a Sent quote, unanswered, on a live link, still showing what it was sent with.
  const hash = clientContentHash(saved);
  const open =
    row.status === 'Sent' && !row.client_decision
      ? newestFirst.find((link) => isOpen(link, at) && link.content_hash === hash)
      : undefined;
  const shownThrough = decided ?? open ?? newestFirst[0];
  // The public page's serializer (a sent quote always has a link: sending is making one).
  const shown = shownThrough
    ? toPublicQuote(saved, shownThrough, companyName)
    : { ...clientView(saved), decision: null };
  const state: PortalQuote['state'] =
    row.client_decision === 'APPROVED'
      ? 'APPROVED'
      : row.client_decision === 'DECLINED'
        ? 'DECLINED'
        : open
          ? 'OPEN'
          : 'CLOSED';
  const sentAt = links.reduce<string | null>(
    (first, link) => (first === null || link.created_at < first ? link.created_at : first),
    null,
  );
  return {
    id: row.id,
    number: row.quote_number,
    title: row.project_title,
    siteId: row.site_id,
    siteName: row.site_name,
    clientName: clientName || row.client_name,
    state,
    sentAt,
    validUntil: open?.expires_at ?? null,
    lines: shown.lines.map(({ label, amount }) => ({ label, amount })),
    total: shown.total,
    decision: shown.decision
      ? {
          decision: shown.decision.decision,
          name: shown.decision.name,
          note: shown.decision.note ?? '',
          at: shown.decision.decidedAt,
        }
      : row.client_decision
        ? { decision: row.client_decision as QuoteDecision, name: '', note: '', at: row.updated_at }
        : null,
    pdfUrl: PORTAL_DOWNLOADS.quote(row.id),
    openLinkId: open?.id ?? null,
  };
}

/** What the contact is shown of a listed quote: without the service's own keys. */
export const shownQuote = ({
  clientId: _clientId,
  openLinkId: _openLinkId,
  ...quote
}: PortalQuote & { clientId: string; openLinkId: string | null }): PortalQuote => quote;

type ListDeps = ServiceDeps<'db'> & { companyName: string; userId: string; now?: Date };

/** GET /api/portal/quotes (or the given ones): newest first. */
export async function listPortalQuotes(
  { db, companyName, userId, now = new Date() }: ListDeps,
  quoteIds?: readonly string[],
): Promise<Array<PortalQuote & { clientId: string; openLinkId: string | null }>> {
  const clients = await portalClients({ db }, userId);
  const rows = await sentQuoteRows(db, clients, quoteIds);
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('quote_approval_links')
    .selectAll()
    .where(
      'quote_id',
      'in',
      rows.map(({ row }) => row.id),
    )
    .execute();
  const nameOf = new Map(clients.map((client) => [client.id, client.name]));
  return Promise.all(
    rows.map(async (entry) => ({
      ...(await toPortalQuote(
        db,
        entry.row,
        links.filter((link) => link.quote_id === entry.row.id),
        companyName,
        nameOf.get(entry.clientId) ?? '',
        now,
      )),
      clientId: entry.clientId,
    })),
  );
}

/** One of the contact's sent quotes; 404 for anyone else's, a draft or an older revision. */
export async function portalQuoteOr404(deps: ListDeps, quoteId: string) {
  const [quote] = await listPortalQuotes(deps, [quoteId]);
  if (!quote) throw notFound(PORTAL_MESSAGES.quoteNotFound);
  return quote;
}

/**
 * POST /api/portal/quotes/:id/decision: the contact answers on the quote's open link (the newest), with
 * their full name and account recorded, through the public link's own decision: the same status, the
 * same closing of the other links, the same audit. Answered already: 409, as the public link says.
 */
export async function decidePortalQuote({
  db,
  events,
  companyName,
  userId,
  contactName,
  quoteId,
  input,
  ip,
  now = new Date(),
}: ListDeps &
  ServiceDeps<'events'> & {
    contactName: string;
    quoteId: string;
    input: PortalQuoteDecisionInput;
    ip: string | null;
  }): Promise<PortalQuote> {
  const quote = await portalQuoteOr404({ db, companyName, userId, now }, quoteId);
  if (quote.decision) throw conflict(QUOTE_APPROVAL_MESSAGES.alreadyDecided);
  if (quote.state !== 'OPEN' || !quote.openLinkId) throw conflict(PORTAL_MESSAGES.quoteClosed);
  const open = { id: quote.openLinkId, quote_id: quoteId };
  await decideThroughLink({
    db,
    link: open,
    decision: input.decision,
    decider: {
      name: contactName.slice(0, QUOTE_APPROVAL_LIMITS.nameMax),
      note: (input.note ?? '').trim(),
      ip,
      userId,
    },
    now,
  });
  events.emit('portal.changed', { clientId: quote.clientId, what: 'quotes' });
  const { clientId: _clientId, ...answered } = await portalQuoteOr404(
    { db, companyName, userId, now },
    quoteId,
  );
  return answered;
}
