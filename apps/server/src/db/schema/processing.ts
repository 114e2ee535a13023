import type { Generated } from 'kysely';

/**
 * One PDF-processing run (migration 0013, decision 0055). kind 'processing' is a run of the PDF
 * Processing wizard (owner_id its user); 'library-ocr' reads a scanned library document's text
 * (document_id). options and result are JSON text; the PDF is in the file store under file_sha256.
 * claimed_by and heartbeat_at say which instance runs it and that it is still alive.
 */
export type ProcessingJobsTable = {
  id: string;
  kind: ProcessingJobKind;
  owner_id: string | null;
  document_id: string | null;
  file_name: string;
  file_sha256: string;
  file_size: number;
  options: string;
  quick_scan: Generated<number>;
  status: ProcessingJobRowStatus;
  progress_page: Generated<number>;
  progress_pages: Generated<number>;
  progress_stage: Generated<string>;
  attempts: Generated<number>;
  claimed_by: string | null;
  heartbeat_at: string | null;
  method: string | null;
  quality: number | null;
  processing_ms: number | null;
  error: string | null;
  result: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
};

/** 'intake': a paperwork intake file (issue 32), read with its words' positions for the review. */
export type ProcessingJobKind = 'processing' | 'library-ocr' | 'intake';
export type ProcessingJobRowStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
