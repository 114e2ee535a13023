/**
 * The work of an inspection visit on site (issue 16, part 2b): a result per covered asset (each task
 * passed, failed or not tested, the asset's readings, notes), defects with a severity, photos and the
 * client's signature, then completion, which writes the service report and, when everything passed,
 * the certificate of inspection.
 *
 * Every write is safe to replay, because the phone keeps its changes while offline and sends them
 * again when the connection returns: a result is a PUT keyed by (visit, asset), a defect and a photo
 * are PUTs keyed by an id the phone made (a UUID), the signature is a PUT on the visit. Replaying
 * the same body changes nothing; any write after the visit is completed or cancelled is a 409 with
 * `VISIT_STRINGS.closed`, and completion is a 409 too when the visit was already completed.
 */
export const CHECK_OUTCOMES = ['PASS', 'FAIL', 'NOT_TESTED'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];
export const CHECK_OUTCOME_LABELS: Record<CheckOutcome, string> = {
  PASS: 'Pass',
  FAIL: 'Fail',
  NOT_TESTED: 'Not tested',
};

export const DEFECT_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];
export const DEFECT_SEVERITY_LABELS: Record<DefectSeverity, string> = {
  CRITICAL: 'Critical — system impaired',
  MAJOR: 'Major — fix before the next visit',
  MINOR: 'Minor — note for the client',
};

export const VISIT_WORK_LIMITS = {
  notesMax: 2000,
  defectMax: 1000,
  captionMax: 200,
  signerMax: 120,
  /** A photo as taken on a phone, before the server resizes it. */
  photoMaxBytes: 20 * 1024 * 1024,
  /** The longest side of a stored photo, in pixels. */
  photoMaxSide: 1600,
  photosPerVisitMax: 200,
  /** The signature as a PNG data URL. */
  signatureMaxBytes: 512 * 1024,
  /**
   * The widest or tallest signature taken, in pixels, read from the PNG's header before anything is
   * decoded (the pad draws 600 × 220; 2000 leaves room for other clients, 4 megapixels at most).
   */
  signatureMaxSide: 2000,
  /** The stored signature, re-encoded, fits inside this many pixels (the report draws it 220 × 80 pt). */
  signatureStoredSide: 1000,
} as const;

export const VISIT_WORK_STRINGS = {
  assetNotOnVisit: 'That asset is not part of this visit',
  taskOutOfRange: (index: number) => `Task ${index + 1} is not on this asset's checklist`,
  readingUnknown: (key: string) => `${key} is not a reading of this asset`,
  readingOutOfRange: (label: string, min: number, max: number, unit: string) =>
    `${label} must be between ${min} and ${max} ${unit}`,
  photoNotImage: 'A photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'A photo may be at most 20 MB',
  photoLimit: `A visit may hold at most ${VISIT_WORK_LIMITS.photosPerVisitMax} photos`,
  signatureInvalid: 'The signature must be a PNG image of at most 512 KB',
  signatureTooLarge: `The signature may be at most ${VISIT_WORK_LIMITS.signatureMaxSide} × ${VISIT_WORK_LIMITS.signatureMaxSide} pixels`,
  signatureAgain: "The client's signature could not be read: ask the client to sign again",
  defectNotOnVisit: 'That defect is not part of this visit',
  changedWhileFinishing: 'The visit kept changing while it was being finished: finish it again',
  notStarted: 'Record a result for every asset before finishing the visit',
  unrecorded: (count: number) => `${count} asset${count === 1 ? ' has' : 's have'} no result yet`,
  signatureNeeded: "The client's signature is needed to finish the visit",
  idTaken: 'That id belongs to another visit',
  taskRepeated: (index: number) => `Task ${index + 1} is recorded twice`,
  readingRepeated: (label: string) => `${label} is recorded twice`,
  photoUnreadable: 'The photo could not be read: it is damaged or has too many pixels',
} as const;

/** The asset's outcome: FAIL if any task failed, PASS if all passed, else NOT_TESTED. */
export function assetOutcome(checks: readonly { outcome: CheckOutcome }[]): CheckOutcome {
  if (checks.some((c) => c.outcome === 'FAIL')) return 'FAIL';
  if (checks.length > 0 && checks.every((c) => c.outcome === 'PASS')) return 'PASS';
  return 'NOT_TESTED';
}

export const DEFECT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];
