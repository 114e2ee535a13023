/**
 * The client's acceptance of an agreement by private link, as quotes' approval links (decisions 0069,
 * 0087): the office makes a link for a Draft or Sent agreement (a Draft becomes Sent); the link is an
 * HS256 token naming its row, signed with a key derived from the app's secret for this purpose alone,
 * and only its hash is kept. A link answers while its signature holds, its row exists with the token's
 * hash, it is neither revoked nor answered nor expired, and the agreement is Sent. Accepting makes the
 * agreement ACTIVE with the client's name, marks the visits it covers, and stores its PDF in the
 * library linked to the client (and its site); declining records the reason and returns it to Draft
 * for the office to change and send again. Both close the agreement's other links, in one transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  type Agreement,
  type AgreementDecisionInput,
  documentMetadataSchema,
  type PublicAgreement,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AgreementLinksTable } from '../../db/schema/agreements';
import type { ServiceDeps } from '../../lib/context';
import { AppError, conflict } from '../../lib/errors';
import type { Company } from '../../lib/pdf-letterhead';
import type { Actor } from '../../lib/permissions';
import { createLinkSigner, hashLinkToken, type LinkSigner } from '../../lib/signed-links';
import { recordAudit } from '../audit/audit.service';
import { createDocument, type DocumentsDeps } from '../documents/documents.service';
import { enqueueEmail } from '../outbox/outbox-enqueue';
import { markCoveredVisits } from './agreement-coverage';
import { agreementLines, agreementPdfFileName, renderAgreementPdf } from './agreement-pdf';
import { readAgreement } from './agreements.mapper';
import { lockAgreement } from './agreements.service';

const gone = (message: string) => new AppError(410, message, 'GONE');

/** The links' own key, derived from the app's secret: neither a session token nor a quote link is one. */
export const createAgreementSigner = (secret: string) =>
  createLinkSigner({
    secret,
    purpose: 'firebreak agreement acceptance links v1',
    audience: 'agreement-acceptance',
    subjectClaim: 'aid',
    expiredMessage: AGREEMENT_MESSAGES.expiredLink,
    invalidMessage: AGREEMENT_MESSAGES.invalidLink,
  });
export type AgreementSigner = LinkSigner;

type SendDeps = ServiceDeps<'db' | 'files' | 'config'> &
  Partial<ServiceDeps<'outbox'>> & { signer: AgreementSigner; actor: Actor; now?: Date };

/** Makes an acceptance link (the token shown once) and, given addresses, e-mails it with the PDF. */
export async function sendAgreement(
  deps: SendDeps & { id: string; to: string[] },
): Promise<{ token: string; path: string; url: string; expiresAt: string; emailed: boolean }> {
  const { db, signer, actor, id, to, config, now = new Date() } = deps;
  const linkId = randomUUID();
  const expiresAt = new Date(now.getTime() + AGREEMENT_LIMITS.linkDays * 86_400_000);
  const token = await signer.sign({ linkId, subjectId: id }, expiresAt);
  await db.transaction().execute(async (trx) => {
    const row = await lockAgreement({ db: trx, id });
    if (row.status !== 'DRAFT' && row.status !== 'SENT') throw conflict(AGREEMENT_MESSAGES.notSendable);
    await trx
      .insertInto('agreement_links')
      .values({
        id: linkId,
        agreement_id: id,
        token_hash: hashLinkToken(token),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
        fee_cents: Number(row.fee_cents),
        created_by: actor.id,
        created_at: now.toISOString(),
        decision: null,
        decided_at: null,
      })
      .execute();
    await trx.updateTable('agreements').set({ status: 'SENT' }).where('id', '=', id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'approval-link',
      entity: 'agreement',
      entityId: id,
      before: { number: row.number, status: row.status },
      after: { number: row.number, status: 'SENT', link: linkId, expiresAt: expiresAt.toISOString() },
    });
  });
  const path = `/a/${encodeURIComponent(token)}`;
  const url = `${config.publicUrl}${path}`;
  if (to.length === 0) return { token, path, url, expiresAt: expiresAt.toISOString(), emailed: false };
  const agreement = await readAgreement({ db }, id);
  const pdf = await renderAgreementPdf(agreement, config.company);
  await enqueueEmail(deps, {
    to,
    subject: `Maintenance agreement ${agreement.number} from ${config.company.name}`,
    text: [
      'Good day,',
      '',
      `Please find our maintenance agreement ${agreement.number} attached.`,
      `You can read it and accept or decline it here (the link works until ${expiresAt.toISOString().slice(0, 10)}):`,
      url,
      '',
      'Kind regards,',
      config.company.name,
    ].join('\n'),
    attachments: [
      { filename: agreementPdfFileName(agreement), contentType: 'application/pdf', content: pdf },
    ],
    relatedType: 'agreement',
    relatedId: id,
    createdBy: actor.id,
  });
  return { token, path, url, expiresAt: expiresAt.toISOString(), emailed: true };
}

function closedError(link: AgreementLinksTable, status: string, now: Date): AppError | null {
  if (link.decision) return conflict(AGREEMENT_MESSAGES.answered);
  if (link.revoked_at) return gone(AGREEMENT_MESSAGES.closedLink);
  if (link.expires_at <= now.toISOString()) return gone(AGREEMENT_MESSAGES.expiredLink);
  if (status !== 'SENT') return gone(AGREEMENT_MESSAGES.closedLink);
  return null;
}

async function linkOfToken(db: Kysely<Database>, signer: AgreementSigner, token: string, now: Date) {
  const claims = await signer.verify(token, now);
  const link = await db
    .selectFrom('agreement_links')
    .selectAll()
    .where('id', '=', claims.linkId)
    .executeTakeFirst();
  if (!link || link.agreement_id !== claims.subjectId || link.token_hash !== hashLinkToken(token))
    throw signer.invalid();
  return link;
}

export function toPublicAgreement(
  agreement: Agreement,
  link: AgreementLinksTable,
  companyName: string,
): PublicAgreement {
  const { notes: _notes, documentId: _document, coveredVisits: _visits, ...shown } = agreement;
  return { ...shown, companyName, expiresAt: link.expires_at };
}

/** What a link shows: an open link's agreement, or the agreement it answered; any other closed link 4xx. */
export async function agreementOfLink({
  db,
  signer,
  token,
  now = new Date(),
}: ServiceDeps<'db'> & { signer: AgreementSigner; token: string; now?: Date }) {
  const link = await linkOfToken(db, signer, token, now);
  const agreement = await readAgreement({ db }, link.agreement_id);
  if (!link.decision) {
    const closed = closedError(link, agreement.status, now);
    if (closed) throw closed;
  }
  return { agreement, link };
}

export type AcceptDeps = ServiceDeps<'db'> & {
  documents: DocumentsDeps;
  company: Company;
  signer: AgreementSigner;
};

/** The library document of an accepted agreement, linked to its client and (one site) its site. */
async function storePdf(docs: DocumentsDeps, agreement: Agreement, company: Company, pdf: Buffer) {
  const text = agreementLines(agreement, company)
    .map((section) => [section.title, ...section.lines].join('\n'))
    .join('\n\n');
  return createDocument(
    docs,
    null,
    {
      fileName: `maintenance-agreement-${agreement.number}.pdf`,
      data: pdf,
      readyText: { content: text, note: null },
    },
    documentMetadataSchema.parse({
      name: `Maintenance agreement ${agreement.number}: ${agreement.clientName}`,
      category: 'Finance',
      department: 'Operations',
      documentType: 'Document',
      subcategory: 'Maintenance agreements',
      tags: ['maintenance agreement', agreement.clientName.slice(0, 40), agreement.number],
      description: `Maintenance agreement ${agreement.number} for ${agreement.clientName} (${agreement.siteNames.join(', ')}), ${agreement.startDate} to ${agreement.endDate}, accepted by ${agreement.acceptedName}`,
      clientId: agreement.clientId,
      siteId: agreement.sites.length === 1 ? agreement.sites[0]?.siteId : null,
    }),
  );
}

/**
 * The client's answer: under the agreement's lock the link must still answer; the link records it,
 * the agreement takes its new status, the other links close. On acceptance the visits are marked and
 * the PDF (drawn with the acceptance on it) is stored in the library in the same transaction; the
 * library's index forgets it again if the transaction rolls back.
 */
export async function decideAgreement({
  db,
  documents,
  company,
  signer,
  token,
  input,
  ip,
  now = new Date(),
}: AcceptDeps & { token: string; input: AgreementDecisionInput; ip: string | null; now?: Date }) {
  const link = await linkOfToken(db, signer, token, now);
  const at = now.toISOString();
  const indexed: string[] = [];
  const index = {
    ...documents.index,
    add: (...args: Parameters<DocumentsDeps['index']['add']>) => {
      indexed.push(args[0].slug);
      documents.index.add(...args);
    },
  };
  try {
    const number = await db.transaction().execute(async (trx) => {
      const row = await lockAgreement({ db: trx, id: link.agreement_id });
      const fresh = await trx
        .selectFrom('agreement_links')
        .selectAll()
        .where('id', '=', link.id)
        .executeTakeFirstOrThrow();
      const closed = closedError(fresh, row.status, now);
      if (closed) throw closed;
      await trx
        .updateTable('agreement_links')
        .set({ decision: input.decision, decided_at: at })
        .where('id', '=', link.id)
        .execute();
      await trx
        .updateTable('agreement_links')
        .set({ revoked_at: at })
        .where('agreement_id', '=', row.id)
        .where('id', '!=', link.id)
        .where('revoked_at', 'is', null)
        .where('decision', 'is', null)
        .execute();
      if (input.decision === 'DECLINED') {
        await trx
          .updateTable('agreements')
          .set({ status: 'DRAFT', declined_name: input.name, declined_reason: input.reason, declined_at: at })
          .where('id', '=', row.id)
          .execute();
      } else {
        await trx
          .updateTable('agreements')
          .set({ status: 'ACTIVE', accepted_name: input.name, accepted_at: at, accepted_ip: ip })
          .where('id', '=', row.id)
          .execute();
        await markCoveredVisits({ db: trx }, { agreementId: row.id });
        const accepted = await readAgreement({ db: trx }, row.id);
        const pdf = await renderAgreementPdf(accepted, company);
        const stored = await storePdf(
          { ...documents, db: trx, index, emit: undefined },
          accepted,
          company,
          pdf,
        );
        await trx
          .updateTable('agreements')
          .set({ document_id: stored.uuid })
          .where('id', '=', row.id)
          .execute();
      }
      await recordAudit({
        db: trx,
        actor: null,
        action: 'client-decision',
        entity: 'agreement',
        entityId: row.id,
        before: { number: row.number, status: row.status },
        after: {
          number: row.number,
          status: input.decision === 'ACCEPTED' ? 'ACTIVE' : 'DRAFT',
          decision: input.decision,
          name: input.name,
          reason: input.reason,
          ip,
          link: link.id,
        },
      });
      return row.number;
    });
    for (const slug of indexed) documents.emit?.('document.created', slug);
    return { decision: input.decision, name: input.name, number, decidedAt: at };
  } catch (error) {
    for (const slug of indexed) documents.index.remove(slug);
    throw error;
  }
}
