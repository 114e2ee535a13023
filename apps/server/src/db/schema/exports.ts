/** Accounting exports (issue 29 §5, migration 0037): each file a bookkeeper took and what was in it. */
export type AccountingExportsTable = {
  id: string;
  /** sage or xero (shared ACCOUNTING_EXPORT_FORMATS). */
  format: string;
  from_date: string;
  to_date: string;
  file_name: string;
  /** The file's SHA-256, hex. */
  sha256: string;
  byte_size: number;
  document_count: number;
  /** 1, 2, 3… in the order the exports were taken. */
  seq: number;
  created_by: string | null;
  created_at: string;
};

/** One document in an export: its fingerprint is the SHA-256 of the rows it was exported as. */
export type AccountingExportDocumentsTable = {
  export_id: string;
  /** INVOICE, CREDIT_NOTE or PAYMENT (shared ACCOUNTING_DOCUMENT_KINDS). */
  kind: string;
  document_id: string;
  /** The number (or a payment's date and reference) as the bookkeeper sees it. */
  label: string;
  fingerprint: string;
  /** 1 when an earlier export of the same format had this document with other rows. */
  changed: number;
};
