/**
 * The standards library (decision 0080): a standard (code, title, which version is current), its
 * versions (an edition and the PDF it was read from, stored in the file store as
 * standards/<standard id>/<version id>.pdf) and each version's extracted pages, from which the search
 * index is rebuilt at start.
 */
export type StandardsTable = {
  id: string;
  code: string;
  /** The code lower-cased with white space collapsed: unique, so one standard is not added twice. */
  code_key: string;
  title: string;
  current_version_id: string | null;
  created_at: string;
  created_by: string | null;
  updated_at: string;
};

export type StandardVersionsTable = {
  id: string;
  standard_id: string;
  edition: string;
  file_name: string;
  file_size: number;
  file_sha256: string;
  total_pages: number;
  total_words: number;
  uploaded_at: string;
  uploaded_by: string | null;
};

export type StandardPagesTable = {
  version_id: string;
  page_number: number;
  text: string;
};
