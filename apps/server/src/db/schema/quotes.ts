/**
 * Quote templates, saved quotes and the quote-number counters. Money in integer cents (bigint);
 * lists as JSON text; timestamps ISO-8601 UTC text; booleans 0/1 (docs/decisions/0004).
 */
export type QuoteTemplatesTable = {
  id: string;
  name: string;
  project_type: string;
  base_rate_cents: number;
  min_area: number;
  max_area: number;
  typical_duration: string;
  includes: string;
  exclusions: string;
  notes: string;
  payment_terms: string;
  validity: string;
  validity_days: number;
  sort_order: number;
  active: number;
  created_at: string;
  updated_at: string;
};

/** The last quote number handed out per Johannesburg calendar year. */
export type QuoteCountersTable = {
  year: number;
  last_number: number;
};

export type QuotesTable = {
  id: string;
  quote_number: string;
  quote_year: number;
  sequence: number;
  status: string;
  template_id: string;
  template_name: string;
  project_type: string;
  project_title: string;
  client_name: string;
  contact_number: string;
  client_type: string;
  area: number;
  urgency: string;
  location: string;
  base_rate_cents: number;
  base_amount_cents: number;
  urgency_percent: number;
  urgency_adjustment_cents: number;
  travel_percent: number;
  travel_adjustment_cents: number;
  subtotal_cents: number;
  markup_cents: number;
  vat_cents: number;
  total_cents: number;
  typical_duration: string;
  payment_terms: string;
  validity: string;
  validity_days: number;
  includes: string;
  exclusions: string;
  notes: string;
  generated_at: string;
  generated_by: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** The project this quote became (docs/decisions/0069). */
  project_id: string | null;
  /** 0 for the original; N for 'Rev N', a row of its own. */
  revision: number;
  /** The original quote of a revision; null for the original. */
  revision_of: string | null;
  /** QUICK (priced per m²) or BOQ (priced line by line; docs/decisions/0070). */
  kind: string;
  /** The site and visit whose defects the quote prices. */
  site_id: string | null;
  visit_id: string | null;
  /** The client's answer through an approval link (APPROVED, DECLINED): final (docs/decisions/0073). */
  client_decision: string | null;
  /** The approval link the client answered through. */
  decided_link_id: string | null;
  /** The latest revision of the family, once this quote is no longer it. */
  superseded_by: string | null;
};

/** A supplier of prices; column_map is the JSON PriceColumnMap its last price file used. */
export type SuppliersTable = {
  id: string;
  name: string;
  name_key: string;
  column_map: string | null;
  created_at: string;
  updated_at: string;
};

/** The price list: one row per (supplier, code_key); a deleted item keeps its row. */
export type PriceItemsTable = {
  id: string;
  supplier_id: string;
  code: string;
  code_key: string;
  description: string;
  unit: string;
  category: string;
  asset_type: string | null;
  unit_price_cents: number;
  price_updated_at: string;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A BOQ quote's line: a copy of what was quoted. Quantity in thousandths, money in cents. */
export type QuoteLinesTable = {
  id: string;
  quote_id: string;
  position: number;
  price_item_id: string | null;
  defect_id: string | null;
  code: string;
  description: string;
  unit: string;
  quantity_milli: number;
  unit_price_cents: number;
  amount_cents: number;
  price_updated_at: string | null;
};

/** A private approval link (docs/decisions/0069): the token's hash, never the token. */
export type QuoteApprovalLinksTable = {
  id: string;
  quote_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_by: string | null;
  created_at: string;
  decision: string | null;
  decided_name: string | null;
  decided_note: string | null;
  decided_at: string | null;
  decided_ip: string | null;
  /** What the client is shown when the link is made: its total and SHA-256 (docs/decisions/0073). */
  issued_total_cents: number | null;
  content_hash: string | null;
  /** Who or what closed the link: OFFICE, DECIDED (another link), STATUS, REVISED, REISSUE. */
  revoked_reason: string | null;
  /** What the decision was made on. */
  decided_total_cents: number | null;
  decided_hash: string | null;
  /** The client contact's account when answered from the portal (migration 0044); null through a link. */
  decided_user_id?: string | null;
};
