/** Client sites and their assets (issue 16). serial_key: trimmed lower-cased serial, null when none; unique per site. */
export type SitesTable = {
  id: string;
  client_id: string;
  name: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  access_notes: string;
  /** A suburb or region the office groups sites by (the board's area filter); '' until set. */
  area?: string;
  /** WGS 84 degrees; null until entered or picked (migration 0041). */
  latitude?: number | null;
  longitude?: number | null;
  /** When contractors are let in, minutes after midnight company time; null: any time. */
  access_start_minute?: number | null;
  access_end_minute?: number | null;
  created_at: string;
  updated_at: string;
};

export type AssetsTable = {
  id: string;
  site_id: string;
  asset_type: string;
  make: string;
  model: string;
  serial: string;
  serial_key: string | null;
  location: string;
  installed_on: string | null;
  standard: string;
  notes: string;
  /** The library document it was read from (paperwork intake, migration 0046); null when typed in. */
  source_document_id?: string | null;
  created_at: string;
  updated_at: string;
};

/** Inspection visits (docs/decisions/0065): one per site per due date; frequencies and covers are JSON. */
export type InspectionVisitsTable = {
  id: string;
  site_id: string;
  due_date: string;
  frequency: string;
  frequencies: string;
  covers: string;
  status: string;
  scheduled_for: string | null;
  /** The booked time of day (minutes after midnight, company time) and length (migration 0041). */
  start_minute?: number | null;
  duration_minutes?: number | null;
  technician_id: string | null;
  vehicle_id: string | null;
  notes: string;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  /** Visit work (docs/decisions/0066); optional so generation's inserts need not name them. */
  started_at?: string | null;
  signed_by?: string | null;
  signed_at?: string | null;
  /** The client's signature, a PNG. */
  signature?: Buffer | null;
  /** 1: `signature` is the parse pool's re-encoding (migration 0029); 0: a raw upload from before. */
  signature_encoded?: number;
  report_document_id?: string | null;
  certificate_document_id?: string | null;
  /** SR-YYYY-NNNN, taken when the visit's report is first drawn (migration 0033). */
  report_number?: string | null;
  /** The ACTIVE agreement that covers it (migration 0038); null: chargeable. */
  agreement_id?: string | null;
  /** ROUTINE, CALL_OUT or REPAIR (migration 0039; docs/decisions/0088). */
  kind?: string;
  /** A REPAIR visit's won defect quote. */
  quote_id?: string | null;
  /** Whole kilometres driven for the visit. */
  travel_km?: number;
};

/** A stretch on site between Start (or resume) and Pause or Finish; ended_at null while on site. */
export type VisitTimeEntriesTable = {
  id: string;
  visit_id: string;
  started_at: string;
  ended_at: string | null;
  created_at: string;
};

/** A part used on a visit: quantity in thousandths, price in cents (migration 0039). */
export type VisitPartsTable = {
  id: string;
  visit_id: string;
  position: number;
  description: string;
  quantity_milli: number;
  unit_price_cents: number;
  price_list_item_id: string | null;
  created_at: string;
};

/** The last service report number of each year (SR-YYYY-NNNN). */
export type ServiceReportCountersTable = { year: number; last_number: number };

/** One result per (visit, asset); checks and readings are JSON arrays as the phone sent them. */
export type VisitResultsTable = {
  visit_id: string;
  asset_id: string;
  checks: string;
  readings: string;
  notes: string;
  outcome: string;
  recorded_at: string;
  updated_at: string;
};

/** A defect found on a visit; its id was made by the phone. OPEN until put right. */
export type VisitDefectsTable = {
  id: string;
  visit_id: string;
  site_id: string;
  asset_id: string | null;
  severity: string;
  description: string;
  status: string;
  created_at: string;
  updated_at: string;
  /** The quote that prices putting it right (docs/decisions/0070). */
  quote_id: string | null;
  resolved_at: string | null;
};

/** A visit photo, stored resized to JPEG without metadata; its id was made by the phone. */
export type VisitPhotosTable = {
  id: string;
  visit_id: string;
  asset_id: string | null;
  defect_id: string | null;
  caption: string;
  width: number;
  height: number;
  data: Buffer;
  /** The small copy the service report embeds. */
  thumbnail: Buffer;
  created_at: string;
};
