/**
 * Paperwork intake (issue 32): a batch of a site's old certificates, service reports and delivery notes
 * is read, each file recognised as a kind, and what the register needs is proposed field by field, each
 * with the words it came from and the page. The office reviews; only what it accepts is written.
 */
import { FREQUENCIES, type Frequency } from '../maintenance-catalogue/rules';

export const INTAKE_LIMITS = {
  /** Files in one batch. */
  maxFiles: 200,
  /** Pages read per file: paperwork beyond this is not a certificate (the library's own page cap applies first). */
  maxPages: 40,
  /** Longest edited value. */
  valueMax: 2000,
  /** Pixels of a photo (60 MP and more are refused, as the library's photo checks do). */
  maxPhotoPixels: 50_000_000,
} as const;

/** What a file is, as read from its words. */
export const PAPER_KINDS = [
  'INSTALLATION_CERTIFICATE',
  'SERVICE_CERTIFICATE',
  'HYDROSTATIC_TEST',
  'SERVICE_REPORT',
  'DELIVERY_NOTE',
  'LOG_BOOK',
  'OTHER',
] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];
export const PAPER_KIND_LABELS: Record<PaperKind, string> = {
  INSTALLATION_CERTIFICATE: 'Certificate of installation',
  SERVICE_CERTIFICATE: 'Certificate of inspection/service',
  HYDROSTATIC_TEST: 'Hydrostatic test certificate',
  SERVICE_REPORT: 'Service report',
  DELIVERY_NOTE: 'Delivery note or invoice',
  LOG_BOOK: 'Log book page',
  OTHER: 'Other',
};

/**
 * QUEUED: stored, waiting for the processing pool. READING: being read (progress 0–100). PROPOSED: read,
 * waiting for review. FAILED: refused or unreadable (error says why). ACCEPTED: reviewed, what was accepted
 * is in the register. REJECTED: reviewed, nothing taken.
 */
export const INTAKE_FILE_STATUSES = [
  'QUEUED',
  'READING',
  'PROPOSED',
  'FAILED',
  'ACCEPTED',
  'REJECTED',
] as const;
export type IntakeFileStatus = (typeof INTAKE_FILE_STATUSES)[number];
export const INTAKE_FILE_STATUS_LABELS: Record<IntakeFileStatus, string> = {
  QUEUED: 'Waiting',
  READING: 'Reading',
  PROPOSED: 'To review',
  FAILED: 'Not read',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
};

/**
 * The fields a proposal may hold. A field belongs to a group: 'document' (the paper itself), 'asset:N'
 * (the N-th asset the paper names, from 0) or 'defect:N' (the N-th defect it notes).
 *
 * document: certificateNumber, serviceDate, testDate, signatory, saqccNumber, contractor.
 * asset:N: type (an AssetTypeKey), make, model, serial, location, installedOn, lastServiceOn, lastTestOn,
 *   and readings as `reading:<READING_KEY>` (the catalogue's reading keys; value in the catalogue's unit).
 * defect:N: description, and assetRef (the group 'asset:M' it is about, when the paper says).
 * Dates are YYYY-MM-DD.
 */
export const DOCUMENT_FIELD_KEYS = [
  'certificateNumber',
  'serviceDate',
  'testDate',
  'signatory',
  'saqccNumber',
  'contractor',
] as const;
export type DocumentFieldKey = (typeof DOCUMENT_FIELD_KEYS)[number];
export const ASSET_FIELD_KEYS = [
  'type',
  'make',
  'model',
  'serial',
  'location',
  'installedOn',
  'lastServiceOn',
  'lastTestOn',
] as const;
export type AssetFieldKey = (typeof ASSET_FIELD_KEYS)[number];
export const DEFECT_FIELD_KEYS = ['description', 'assetRef'] as const;
export type DefectFieldKey = (typeof DEFECT_FIELD_KEYS)[number];
export const READING_FIELD_PREFIX = 'reading:';

export const INTAKE_FIELD_LABELS: Record<DocumentFieldKey | AssetFieldKey | DefectFieldKey, string> = {
  certificateNumber: 'Certificate number',
  serviceDate: 'Service date',
  testDate: 'Test date',
  signatory: 'Signed by',
  saqccNumber: 'SAQCC registration',
  contractor: 'Contractor',
  type: 'Asset type',
  make: 'Make',
  model: 'Model',
  serial: 'Serial',
  location: 'Location',
  installedOn: 'Installed',
  lastServiceOn: 'Last service',
  lastTestOn: 'Last pressure test',
  description: 'Defect',
  assetRef: 'Asset',
};

/** The frequencies a paper's date stands for: a service covers an annual visit and shorter; a pressure test the five-yearly one. */
export const SERVICE_FREQUENCIES: readonly Frequency[] = FREQUENCIES.filter((f) => f !== 'FIVE_YEARLY');
export const TEST_FREQUENCIES: readonly Frequency[] = ['FIVE_YEARLY'];

/** An asset's anchors from its papers, by frequency (visit generation starts its schedule from them). */
export function paperAnchors(dates: {
  servicedOn: string | null;
  testedOn: string | null;
}): Partial<Record<Frequency, string>> {
  const anchors: Partial<Record<Frequency, string>> = {};
  if (dates.servicedOn) for (const f of SERVICE_FREQUENCIES) anchors[f] = dates.servicedOn;
  if (dates.testedOn) for (const f of TEST_FREQUENCIES) anchors[f] = dates.testedOn;
  return anchors;
}

/** Units the reader converts from, to the catalogue's (bar, kPa). */
export const PRESSURE_FACTORS_TO_BAR: Record<string, number> = {
  bar: 1,
  kpa: 0.01,
  mpa: 10,
  psi: 0.0689476,
};

export const INTAKE_MESSAGES = {
  noFiles: 'Choose at least one file',
  tooManyFiles: `A batch holds at most ${INTAKE_LIMITS.maxFiles} files`,
  batchNotFound: 'Intake batch not found',
  fileNotFound: 'That file is not in this batch',
  notReviewable: 'This file is not waiting for review',
  stillReading: 'This file is still being read',
  fieldNotFound: 'A field in the answer is not one this file proposed',
  unsupported: 'Only PDFs and photos (JPEG, PNG, WebP, HEIC) can be read into the register',
  photoTooLarge: 'The photo is larger than 50 megapixels; take or scan it at a lower resolution',
  photoUnreadable: 'The photo could not be read; it may be damaged',
  duplicateSerial: (serial: string, asset: string) =>
    `Serial ${serial} is already in this site's register (${asset})`,
  duplicateSerialInBatch: (serial: string) => `Serial ${serial} is proposed twice in what you are accepting`,
  duplicateCertificate: (number: string, where: string) =>
    `Certificate ${number} was already read into the register (${where})`,
  typeRequired: 'An accepted asset needs its type',
  locationRequired: 'An accepted asset needs its location',
  noPermission: 'Only the office, or a technician visiting this site, may add paperwork to it',
} as const;
