import { randomUUID } from 'node:crypto';
import { centsToRand, formatZarExact } from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';

type ClaimRow = {
  id: string;
  project_id: string;
  number: string;
  kind: string;
  claim_date: string;
  due_date: string;
  description: string;
  work_value_cents: number | string;
  retention_percent: number | string;
  retention_cents: number | string;
  vat_cents: number | string;
  total_cents: number | string;
  created_by: string | null;
  created_at: string;
  project_client_name: string;
  project_client_type: string;
  client_id: string | null;
  client_name: string | null;
  client_address: string | null;
};

type LedgerRow = {
  id: string;
  claim_id: string;
  amount_cents: number | string;
  occurred_on: string;
  description: string;
  created_by: string | null;
  created_at: string;
};

const money = (cents: number) => formatZarExact(centsToRand(cents));

/**
 * Issue 29: the project claims and payments made so far move into the money register, as
 * modules/payments/claim-invoices.ts writes every new one. Each claim becomes an ISSUED invoice with
 * the claim's id and number (source CLAIM, source_key CLAIM:<id>), its client the project's, dated
 * and due as the claim, one line of the value charged (work value less retention, which the line
 * says), its VAT and total the claim's. Each payment against a claim becomes a client payment
 * (ledger_id = the ledger row) allocated to that invoice up to what it still owed; an overpayment's
 * rest is held as the client's credit. A project whose client was deleted (client_id null) keeps its
 * client's name: the client of that name is used, added again when there is none (as 0018 did).
 * Rows already in the register are left alone, so running it twice writes nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const claims = await sql<ClaimRow>`
    SELECT c.id, c.project_id, c.number, c.kind, c.claim_date, c.due_date, c.description,
      c.work_value_cents, c.retention_percent, c.retention_cents, c.vat_cents, c.total_cents,
      c.created_by, c.created_at, p.client_name AS project_client_name,
      p.client_type AS project_client_type, cl.id AS client_id, cl.name AS client_name,
      cl.address AS client_address
    FROM project_claims c
    JOIN projects p ON p.id = c.project_id
    LEFT JOIN clients cl ON cl.id = p.client_id
    WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = c.id)
    ORDER BY c.claim_date, c.number`.execute(db);

  const now = new Date().toISOString();
  const clientByKey = new Map<string, { id: string; name: string; address: string }>();
  async function clientNamed(name: string, projectType: string) {
    const key = name.trim().toLowerCase();
    const known = clientByKey.get(key);
    if (known) return known;
    const found = await sql<{ id: string; name: string; address: string }>`
      SELECT id, name, address FROM clients WHERE name_key = ${key}`.execute(db);
    let client = found.rows[0];
    if (!client) {
      client = { id: randomUUID(), name: name.trim(), address: '' };
      await sql`
        INSERT INTO clients (id, name, name_key, type, contact, email, phone, address, status, rating,
          last_contact, notes, created_at, updated_at)
        VALUES (${client.id}, ${client.name}, ${key},
          ${projectType === 'RESIDENTIAL' ? 'Residential' : 'Commercial'}, '', '', '', '', 'Active', 0, NULL,
          'Added from its project when its claims moved into the money register.', ${now}, ${now})`.execute(
        db,
      );
    }
    clientByKey.set(key, client);
    return client;
  }

  for (const claim of claims.rows) {
    const client =
      claim.client_id && claim.client_name !== null
        ? { id: claim.client_id, name: claim.client_name, address: claim.client_address ?? '' }
        : await clientNamed(claim.project_client_name, claim.project_client_type);
    const workCents = Number(claim.work_value_cents);
    const retentionCents = Number(claim.retention_cents);
    const netCents = workCents - retentionCents;
    const description =
      claim.kind === 'PROGRESS' && retentionCents !== 0
        ? `${claim.description}: work value ${money(workCents)} less ${Number(claim.retention_percent)}% retention of ${money(retentionCents)}`
        : claim.description;
    await sql`
      INSERT INTO invoices (id, kind, number, status, client_id, client_name, client_address,
        client_vat_number, site_id, project_id, source, source_id, source_key, credits_invoice_id,
        issue_date, due_date, reference, notes, reason, excl_cents, vat_cents, total_cents, created_by,
        created_at, updated_at, issued_by, issued_at)
      VALUES (${claim.id}, 'INVOICE', ${claim.number}, 'ISSUED', ${client.id}, ${client.name},
        ${client.address}, NULL, NULL, ${claim.project_id}, 'CLAIM', ${claim.id}, ${`CLAIM:${claim.id}`},
        NULL, ${claim.claim_date}, ${claim.due_date}, '', '', '', ${netCents}, ${Number(claim.vat_cents)},
        ${Number(claim.total_cents)}, ${claim.created_by}, ${claim.created_at}, ${claim.created_at},
        ${claim.created_by}, ${claim.created_at})`.execute(db);
    await sql`
      INSERT INTO invoice_lines (id, invoice_id, position, description, quantity_milli,
        unit_price_cents, tax_code, net_cents, vat_cents, credits_line_id)
      VALUES (${randomUUID()}, ${claim.id}, 0, ${description.slice(0, 500)}, 1000, ${netCents},
        'STANDARD', ${netCents}, ${Number(claim.vat_cents)}, NULL)`.execute(db);
  }

  const payments = await sql<LedgerRow & { client_id: string; number: string; owed: number | string }>`
    SELECT l.id, l.claim_id, l.amount_cents, l.occurred_on, l.description, l.created_by, l.created_at,
      i.client_id, i.number,
      i.total_cents - (SELECT COALESCE(SUM(a.amount_cents), 0) FROM payment_allocations a
        WHERE a.invoice_id = i.id) AS owed
    FROM project_ledger l
    JOIN invoices i ON i.id = l.claim_id
    WHERE l.kind = 'PAYMENT'
      AND NOT EXISTS (SELECT 1 FROM client_payments cp WHERE cp.ledger_id = l.id)
    ORDER BY l.occurred_on, l.created_at, l.id`.execute(db);
  const owed = new Map<string, number>();
  for (const payment of payments.rows) {
    const amountCents = Number(payment.amount_cents);
    const stillOwed = owed.get(payment.claim_id) ?? Number(payment.owed);
    const allocated = Math.min(amountCents, Math.max(stillOwed, 0));
    owed.set(payment.claim_id, stillOwed - allocated);
    await sql`
      INSERT INTO client_payments (id, client_id, paid_on, amount_cents, method, reference, notes,
        ledger_id, created_by, created_at)
      VALUES (${payment.id}, ${payment.client_id}, ${payment.occurred_on}, ${amountCents}, 'EFT',
        ${payment.number}, ${payment.description.slice(0, 1000)}, ${payment.id}, ${payment.created_by},
        ${payment.created_at})`.execute(db);
    if (allocated > 0)
      await sql`
        INSERT INTO payment_allocations (id, payment_id, invoice_id, amount_cents, created_by, created_at)
        VALUES (${randomUUID()}, ${payment.id}, ${payment.claim_id}, ${allocated}, ${payment.created_by},
          ${payment.created_at})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM payment_allocations WHERE payment_id IN
    (SELECT id FROM client_payments WHERE ledger_id IS NOT NULL)`.execute(db);
  await sql`DELETE FROM client_payments WHERE ledger_id IS NOT NULL`.execute(db);
  await sql`DELETE FROM invoice_lines WHERE invoice_id IN (SELECT id FROM invoices WHERE source = 'CLAIM')`.execute(
    db,
  );
  await sql`DELETE FROM invoices WHERE source = 'CLAIM'`.execute(db);
}
