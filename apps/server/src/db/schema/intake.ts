/** Paperwork intake (issue 32, decision 0094): batches of a site's old paperwork, and what papers record. */

export type IntakeBatchesTable = {
  id: string;
  site_id: string;
  created_by: string | null;
  created_at: string;
};

/** One file of a batch. pages, fields and decision are JSON (see intake-store.ts). */
export type IntakeFilesTable = {
  id: string;
  batch_id: string;
  position: number;
  file_name: string;
  /** INTAKE_FILE_STATUSES */
  status: string;
  error: string | null;
  document_id: string | null;
  /** The processing job reading it (kind 'intake'). */
  job_id: string | null;
  /** PAPER_KINDS */
  kind: string | null;
  pages: string;
  fields: string;
  decision: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
};

/** What a paper says was done to an asset; the schedule anchors on serviced_on and tested_on. */
export type AssetRecordsTable = {
  id: string;
  site_id: string;
  asset_id: string;
  paper_kind: string;
  serviced_on: string | null;
  tested_on: string | null;
  certificate_number: string;
  /** Upper-cased, without spaces: two spellings of one number meet here. Null when none. */
  certificate_key: string | null;
  signatory: string;
  saqcc_number: string;
  contractor: string;
  /** JSON: { [READING_KEY]: number } in the catalogue's units. */
  readings: string;
  notes: string;
  document_id: string | null;
  intake_file_id: string | null;
  created_by: string | null;
  created_at: string;
};
