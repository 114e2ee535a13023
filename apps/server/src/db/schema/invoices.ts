/**
 * The money register (issue 29, migration 0034). Money in integer cents, quantities in thousandths,
 * dates YYYY-MM-DD (the company's days), timestamps ISO UTC text. A bigint column may come back from
 * PostgreSQL as a string: read it through Number().
 */
export type InvoicesTable = {
  id: string;
  /** INVOICE or CREDIT_NOTE (shared INVOICE_KINDS). */
  kind: string;
  /** INV-YYYY-NNNN or CN-YYYY-NNNN, given at issue; null while a draft. */
  number: string | null;
  /** DRAFT or ISSUED; paid, overdue and credited follow from the balance (shared invoiceStatus). */
  status: string;
  client_id: string;
  /** The recipient as printed: copied from the client when the draft is saved and frozen at issue. */
  client_name: string;
  client_address: string;
  client_vat_number: string | null;
  site_id: string | null;
  project_id: string | null;
  /** MANUAL, CLAIM, VISIT, QUOTE or AGREEMENT (shared INVOICE_SOURCES). */
  source: string;
  source_id: string | null;
  /** Unique: one source (a claim, a visit, an agreement's period) never becomes two invoices. */
  source_key: string | null;
  /** A credit note's invoice. */
  credits_invoice_id: string | null;
  issue_date: string | null;
  due_date: string | null;
  reference: string;
  notes: string;
  /** A credit note's reason. */
  reason: string;
  /** The sums of the lines' figures (shared lineFigures / documentTotals). */
  excl_cents: number;
  vat_cents: number;
  total_cents: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  issued_by: string | null;
  issued_at: string | null;
};

export type InvoiceLinesTable = {
  id: string;
  invoice_id: string;
  position: number;
  description: string;
  quantity_milli: number;
  unit_price_cents: number;
  /** STANDARD, ZERO_RATED or EXEMPT (shared TAX_CODES). */
  tax_code: string;
  net_cents: number;
  vat_cents: number;
  /** A credit note's line: the invoice line it credits. */
  credits_line_id: string | null;
};

export type CreditNoteCountersTable = { year: number; last_number: number };

/** Money received from a client; allocated to invoices, the rest held as the client's credit. */
export type ClientPaymentsTable = {
  id: string;
  client_id: string;
  paid_on: string;
  amount_cents: number;
  /** EFT, CARD or CASH (shared PAYMENT_METHODS). */
  method: string;
  reference: string;
  notes: string;
  /** The project payment (project_ledger) this is, when it was recorded on a project. */
  ledger_id: string | null;
  created_by: string | null;
  created_at: string;
};

export type PaymentAllocationsTable = {
  id: string;
  payment_id: string;
  invoice_id: string;
  amount_cents: number;
  created_by: string | null;
  created_at: string;
};

/** A client's billing details; a client without a row has 30-day terms and no VAT number. */
export type ClientBillingTable = {
  client_id: string;
  vat_number: string | null;
  payment_terms_days: number;
  billing_email: string | null;
  updated_at: string;
};
