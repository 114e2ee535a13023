/**
 * E-mailing the money register (issue 29 §4, decision 0089): an issued invoice or credit note, or a
 * client's statement, goes to the client with its PDF through the outbox (decision 0085). The message
 * and its audit row are written in one transaction; the PDF is drawn now and its bytes kept by the
 * outbox, so what is sent is what was asked for, whatever happens to the invoice after. Without
 * SMTP_URL the message is recorded as 'skipped', as the quote approval link's is, and the screens keep
 * offering the PDF to download.
 */
import {
  type Invoice,
  type invoiceEmailInputSchema,
  NO_BILLING_EMAIL,
  type OutboxMessage,
  type Statement,
  type statementEmailInputSchema,
} from '@firebreak/shared';
import type { z } from 'zod';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { getClientBilling } from '../invoices/client-billing.service';
import { documentTitle, invoicePdfFileName, longDay, renderInvoicePdf } from '../invoices/invoice-pdf';
import { getInvoice, money } from '../invoices/invoices.service';
import { type EmailMessage, enqueueEmail } from '../outbox/outbox-enqueue';
import { renderStatementPdf, statementPdfFileName } from '../payments/statement-pdf';
import { getStatement } from '../payments/statements.service';

export type MailDeps = ServiceDeps<'db' | 'files' | 'config' | 'outbox'>;

/** A drawn (and ended) pdfkit document's bytes, read as they stream out. */
export function documentBytes(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
}

/** The addresses given, else the client's billing e-mail, else a 400 asking for one. */
async function recipientsFor(deps: ServiceDeps<'db'>, clientId: string, given: string[] | undefined) {
  if (given && given.length > 0) return given;
  const billing = await getClientBilling(deps, clientId);
  if (!billing.billingEmail) throw badRequest(NO_BILLING_EMAIL);
  return [billing.billingEmail];
}

const signOff = (company: string) => ['', 'Kind regards,', company];

/** The office's own words first, then the standard text. */
const withMessage = (message: string, lines: string[]) =>
  message ? [message, '', ...lines] : ['Good day,', '', ...lines];

export const invoicePdfAttachment = async (invoice: Invoice, company: MailDeps['config']['company']) => ({
  filename: invoicePdfFileName(invoice),
  contentType: 'application/pdf',
  content: await documentBytes(renderInvoicePdf(invoice, company)),
});

/** Writes the message and its audit row together, then wakes the sender once they are committed. */
async function enqueueAudited(
  deps: MailDeps & { actor: Actor },
  message: EmailMessage,
  audit: { entity: 'invoice' | 'client'; entityId: string; after: Record<string, unknown> },
): Promise<OutboxMessage> {
  const queued = await deps.db.transaction().execute(async (trx) => {
    const row = await enqueueEmail({ ...deps, db: trx }, message);
    await recordAudit({
      db: trx,
      actor: deps.actor,
      action: 'email',
      entity: audit.entity,
      entityId: audit.entityId,
      after: { ...audit.after, to: row.to.join(', '), cc: row.cc.join(', '), message: row.id },
    });
    return row;
  });
  if (queued.status === 'queued') deps.outbox.wake();
  return queued;
}

export async function emailInvoice(
  deps: MailDeps & { actor: Actor; id: string; input: z.output<typeof invoiceEmailInputSchema> },
): Promise<OutboxMessage> {
  const { config, input } = deps;
  const invoice = await getInvoice(deps, deps.id);
  if (invoice.status === 'DRAFT' || !invoice.number)
    throw conflict('A draft is not a tax invoice: issue it before e-mailing it');
  const to = await recipientsFor(deps, invoice.clientId, input.to);
  const title = documentTitle(invoice);
  const company = config.company.name;
  const lines =
    invoice.kind === 'CREDIT_NOTE'
      ? [
          `Please find attached credit note ${invoice.number}${invoice.creditsInvoiceNumber ? ` against tax invoice ${invoice.creditsInvoiceNumber}` : ''}, for ${money(invoice.totalCents)}.`,
        ]
      : [
          `Please find attached tax invoice ${invoice.number} for ${money(invoice.totalCents)}${invoice.dueDate ? `, due on ${longDay(invoice.dueDate)}` : ''}.`,
          ...(invoice.balanceCents > 0 && invoice.balanceCents !== invoice.totalCents
            ? [`The balance still due is ${money(invoice.balanceCents)}.`]
            : []),
          ...(invoice.balanceCents <= 0 ? ['It has been paid in full: thank you.'] : []),
        ];
  return enqueueAudited(
    deps,
    {
      to,
      cc: input.cc,
      subject: `${title} ${invoice.number} from ${company}`,
      text: withMessage(input.message, [...lines, ...signOff(company)]).join('\n'),
      attachments: [await invoicePdfAttachment(invoice, config.company)],
      relatedType: 'invoice',
      relatedId: invoice.id,
      createdBy: deps.actor.id,
    },
    { entity: 'invoice', entityId: invoice.id, after: { number: invoice.number } },
  );
}

export async function emailStatement(
  deps: MailDeps & { actor: Actor; clientId: string; input: z.output<typeof statementEmailInputSchema> },
): Promise<OutboxMessage> {
  const { config, input } = deps;
  const statement: Statement = await getStatement(deps, deps.clientId, { from: input.from, to: input.to });
  const to = await recipientsFor(deps, deps.clientId, input.recipients);
  const company = config.company.name;
  const lines = [
    `Please find attached your statement for ${longDay(statement.from)} to ${longDay(statement.to)}.`,
    `The balance on ${longDay(statement.to)} is ${money(statement.closingCents)}.`,
  ];
  return enqueueAudited(
    deps,
    {
      to,
      cc: input.cc,
      subject: `Statement from ${company}, ${statement.from} to ${statement.to}`,
      text: withMessage(input.message, [...lines, ...signOff(company)]).join('\n'),
      attachments: [
        {
          filename: statementPdfFileName(statement),
          contentType: 'application/pdf',
          content: await documentBytes(renderStatementPdf(statement, config.company)),
        },
      ],
      relatedType: 'statement',
      relatedId: deps.clientId,
      createdBy: deps.actor.id,
    },
    {
      entity: 'client',
      entityId: deps.clientId,
      after: { statement: `${statement.from} to ${statement.to}` },
    },
  );
}
