/**
 * The portal's account per client (issue 31): issued invoices and credit notes (never a draft) with
 * their balances as the office's register computes them (invoices.mapper toSummary), what is owed as
 * the client's statement closes today (payments/statements.service getStatement) and what of it is
 * past due as the debtors' ageing says (payments/ageing.service openByClient). Nothing internal.
 */
import {
  addDays,
  centsToRand,
  PORTAL_DOWNLOADS,
  PORTAL_MESSAGES,
  type PortalInvoices,
  type StatementQuery,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { summaryQuery, toSummary } from '../invoices/invoices.mapper';
import { getInvoice } from '../invoices/invoices.service';
import { openByClient } from '../payments/ageing.service';
import { getStatement } from '../payments/statements.service';
import { portalClients } from './portal-access';

/** GET /api/portal/invoices: one account per client the contact sees. */
export async function portalInvoices(
  { db }: ServiceDeps<'db'>,
  { userId, today }: { userId: string; today: string },
): Promise<PortalInvoices> {
  const clients = await portalClients({ db }, userId);
  if (clients.length === 0) return { accounts: [] };
  const rows = await summaryQuery({ db })
    .where(
      'invoices.client_id',
      'in',
      clients.map((client) => client.id),
    )
    .where('invoices.status', '=', 'ISSUED')
    .orderBy('invoices.issue_date', 'desc')
    .orderBy('invoices.number', 'desc')
    .orderBy('invoices.id')
    .execute();
  const invoices = rows.map((row) => toSummary(row, today));
  const accounts = await Promise.all(
    clients.map(async (client) => {
      // The statement's closing balance today is what is owed: its period does not change it.
      const [statement, open] = await Promise.all([
        getStatement({ db }, client.id, { from: today, to: today }),
        openByClient({ db }, today, client.id),
      ]);
      return {
        clientId: client.id,
        clientName: client.name,
        owed: centsToRand(statement.closingCents),
        overdue: centsToRand(open.get(client.id)?.overdueCents ?? 0),
        statementUrl: PORTAL_DOWNLOADS.statement(client.id),
        invoices: invoices
          .filter((invoice) => invoice.clientId === client.id)
          .map((invoice) => ({
            id: invoice.id,
            number: invoice.number ?? '',
            kind: invoice.kind,
            status: invoice.status,
            clientId: client.id,
            issuedOn: invoice.issueDate ?? '',
            dueOn: invoice.dueDate,
            total: centsToRand(invoice.totalCents),
            outstanding: centsToRand(invoice.balanceCents),
            overdue: invoice.status === 'OVERDUE',
            pdfUrl: PORTAL_DOWNLOADS.invoice(invoice.id),
          })),
      };
    }),
  );
  return { accounts };
}

/** An issued invoice or credit note of one of the contact's clients, in full; 404 otherwise. */
export async function portalInvoiceOr404({ db }: ServiceDeps<'db'>, userId: string, invoiceId: string) {
  const clientIds = (await portalClients({ db }, userId)).map((client) => client.id);
  const row = clientIds.length
    ? await db
        .selectFrom('invoices')
        .select('id')
        .where('id', '=', invoiceId)
        .where('client_id', 'in', clientIds)
        .where('status', '=', 'ISSUED')
        .where('number', 'is not', null)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(PORTAL_MESSAGES.invoiceNotFound);
  return getInvoice({ db }, row.id);
}

/** The statement's period: the last 90 days to today unless asked. */
export function statementPeriod(
  query: { from?: string | null; to?: string | null },
  today: string,
): StatementQuery {
  const to = query.to ?? today;
  return { from: query.from ?? addDays(to, -90), to };
}
