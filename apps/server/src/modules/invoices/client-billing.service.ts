/**
 * A client's billing details (issue 29): VAT number (printed on its tax invoices), payment terms (an
 * invoice's due date) and billing e-mail. A client without a row has 30-day terms and no VAT number.
 */
import { type ClientBilling, type ClientBillingInput, INVOICE_LIMITS } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';

export async function getClientBilling({ db }: ServiceDeps<'db'>, clientId: string): Promise<ClientBilling> {
  const row = await db
    .selectFrom('clients')
    .leftJoin('client_billing', 'client_billing.client_id', 'clients.id')
    .select([
      'clients.id',
      'client_billing.vat_number',
      'client_billing.payment_terms_days',
      'client_billing.billing_email',
    ])
    .where('clients.id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFound('Client not found');
  return {
    clientId: row.id,
    vatNumber: row.vat_number ?? null,
    paymentTermsDays: Number(row.payment_terms_days ?? INVOICE_LIMITS.defaultTermsDays),
    billingEmail: row.billing_email ?? null,
  };
}

export async function setClientBilling({
  db,
  actor,
  clientId,
  input,
}: ServiceDeps<'db'> & {
  actor: Actor | null;
  clientId: string;
  input: ClientBillingInput;
}): Promise<ClientBilling> {
  await db.transaction().execute(async (trx) => {
    const before = await getClientBilling({ db: trx }, clientId);
    const values = {
      vat_number: input.vatNumber,
      payment_terms_days: input.paymentTermsDays,
      billing_email: input.billingEmail,
      updated_at: new Date().toISOString(),
    };
    await trx
      .insertInto('client_billing')
      .values({ client_id: clientId, ...values })
      .onConflict((conflict) => conflict.column('client_id').doUpdateSet(values))
      .execute();
    const { clientId: _, ...old } = before;
    await recordAudit({
      db: trx,
      actor,
      action: 'billing',
      entity: 'client',
      entityId: clientId,
      before: old,
      after: input,
    });
  });
  return getClientBilling({ db }, clientId);
}
