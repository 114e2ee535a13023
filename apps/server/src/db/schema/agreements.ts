/**
 * Maintenance agreements (issue 29 §1, migration 0038; decision 0087). Money in integer cents,
 * percentages in basis points, flags 0/1, dates YYYY-MM-DD. bigint columns may come back from
 * PostgreSQL as strings: read them through Number().
 */
export type AgreementsTable = {
  id: string;
  /** AGR-YYYY-NNNN. */
  number: string;
  client_id: string;
  /** DRAFT, SENT, ACTIVE, ENDED or CANCELLED (shared AGREEMENT_STATUSES). */
  status: string;
  start_date: string;
  end_date: string;
  notice_days: number;
  auto_renew: number;
  cadence: string;
  timing: string;
  fee_cents: number | string;
  includes_routine_visits: number;
  call_outs_included: number;
  labour_hours_included: number;
  call_out_fee_cents: number | string;
  hourly_rate_cents: number | string;
  travel_per_km_cents: number | string;
  parts_markup_bp: number;
  notes: string;
  accepted_name: string | null;
  accepted_at: string | null;
  accepted_ip: string | null;
  declined_name: string | null;
  declined_reason: string | null;
  declined_at: string | null;
  /** The agreement's PDF in the library, stored on acceptance. */
  document_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

export type AgreementSitesTable = { agreement_id: string; site_id: string; position: number };

export type AgreementItemsTable = {
  id: string;
  agreement_id: string;
  site_id: string;
  position: number;
  asset_id: string | null;
  system: string | null;
  custom_interval_days: number | null;
};

export type AgreementLinksTable = {
  id: string;
  agreement_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  fee_cents: number | string;
  created_by: string | null;
  created_at: string;
  decision: string | null;
  decided_at: string | null;
};

export type AgreementEscalationsTable = {
  id: string;
  agreement_id: string;
  anniversary: string;
  pct_bp: number;
  old_fee_cents: number | string;
  new_fee_cents: number | string;
  created_by: string | null;
  created_at: string;
};

export type AgreementCountersTable = { year: number; last_number: number };
