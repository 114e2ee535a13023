import type { ColumnType, Generated } from 'kysely';

/** A nullable column an insert may leave out (null). */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * One library document (spec §3 Catalogue document): metadata and extracted text; the bytes are
 * in the content-addressed file store under their sha256. tags is a JSON array of lower-case words.
 * text_status says whether searchable_content has been read yet (migration 0009, decision 0051).
 */
export type DocumentsTable = {
  id: string;
  slug: string;
  name: string;
  file_name: string;
  type: string;
  extension: string;
  content_type: string;
  file_size: number;
  sha256: string;
  last_modified: string;
  category: string;
  subcategory: string;
  department: string;
  document_type: string;
  revision: string;
  tags: string;
  description: string;
  searchable_content: string;
  uploaded_by: string | null;
  created_at: string;
  text_status: Generated<DocumentTextStatus>;
  /** Why the text could not be read, or that it is partial; null otherwise. */
  text_note: string | null;
  /** Percent of a scanned document's OCR done while text_status is 'pending' (migration 0013). */
  text_progress: number | null;
  /** What the document is about (migration 0030, decision 0081): null when not linked; cleared when the row goes. */
  client_id: Optional<string>;
  site_id: Optional<string>;
  project_id: Optional<string>;
  asset_id: Optional<string>;
};

export type DocumentTextStatus = 'pending' | 'ready' | 'failed';

/**
 * A document's text as passages (migration 0032, decision 0079): a heading with its paragraphs, in
 * the document's own case, with the PDF page it is on. Replaced whenever the document's text is.
 */
export type DocumentPassagesTable = {
  document_id: string;
  /** 0, 1, 2 … in reading order. */
  ordinal: number;
  page: number | null;
  heading: string;
  text: string;
};
