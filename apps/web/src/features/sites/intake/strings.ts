/** Every visible text of paperwork intake (issue 32): the site page's dialog and list, the review page. */
import { INTAKE_LIMITS } from '@firebreak/shared';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Bytes as the dialog shows them (1 decimal above a megabyte). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const INTAKE_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.heic,application/pdf,image/jpeg,image/png,image/webp,image/heic';

export const I = {
  // The site page
  open: 'Read paperwork',
  dialogTitle: 'Read paperwork into the register',
  dialogIntro:
    'Old certificates, service reports and delivery notes: PDFs or photos. Each file is read and what the register needs is proposed for you to review; nothing is written until you accept it.',
  dropZone: 'Drop PDFs or photos here',
  dropHint: `PDF, JPEG, PNG, WebP or HEIC; up to ${INTAKE_LIMITS.maxFiles} files`,
  choose: 'Choose files',
  fileInput: 'Paperwork files',
  chosen: (count: number, size: string) => `${plural(count, 'file')} chosen, ${size}`,
  chosenList: 'Chosen files',
  removeFile: (name: string) => `Remove ${name}`,
  clear: 'Clear',
  submit: (count: number) => `Read ${plural(count, 'file')}`,
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploadFailed: 'Could not send the files',
  cancel: 'Cancel',
  paperworkTitle: 'Paperwork',
  paperworkLoading: 'Loading paperwork...',
  paperworkFailed: 'Failed to load the paperwork',
  noPaperwork: 'No paperwork has been read into this site yet.',
  batchColumns: ['Read on', 'Files', 'To review', 'Accepted', 'Not read'],
  openBatch: (date: string) => `Paperwork read on ${date}`,

  // The review page
  pageTitle: 'Paperwork review',
  batchLoading: 'Loading the paperwork...',
  batchFailed: 'Failed to load the paperwork',
  backToSite: (name: string) => `Back to ${name}`,
  heading: (date: string) => `Paperwork read on ${date}`,
  counts: (c: {
    files: number;
    reading: number;
    proposed: number;
    failed: number;
    accepted: number;
    rejected: number;
  }) =>
    [
      plural(c.files, 'file'),
      c.reading > 0 ? `${c.reading} being read` : '',
      `${c.proposed} to review`,
      `${c.accepted} accepted`,
      c.rejected > 0 ? `${c.rejected} rejected` : '',
      c.failed > 0 ? `${c.failed} not read` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  overallProgress: 'Reading progress',
  filesLabel: 'Files',
  fileSelect: 'File',
  readingProgress: (name: string) => `Reading ${name}`,
  chooseFile: 'Choose a file to review.',
  stillReading: 'This file is still being read.',
  failedTitle: 'This file could not be read',
  preview: 'Page preview',
  pageAlt: (file: string, page: number) => `Page ${page} of ${file}`,
  pageUnavailable: 'The page could not be shown',
  pageLoading: 'Loading the page...',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  noPages: 'No page preview for this file.',
  proposed: 'What was read',
  noFields: 'Nothing the register needs was found in this file.',
  groupDocument: 'Document',
  groupAsset: (n: number, type: string | undefined) => `Asset ${n}${type ? `: ${type}` : ''}`,
  groupDefect: (n: number) => `Defect ${n}`,
  from: (words: string, page: number | null) => (page ? `from ‘${words}’, page ${page}` : `from ‘${words}’`),
  derived: 'worked out, not printed',
  decisionLabel: (label: string) => `Decision on ${label}`,
  accept: 'Accept',
  edit: 'Edit',
  reject: 'Reject',
  nextDue: (frequency: string, date: string) => `Next ${frequency} visit due ${date}`,
  acceptFile: 'Accept file',
  rejectFile: 'Reject file',
  saving: 'Saving…',
  accepted: (r: { assetsCreated: number; assetsUpdated: number; records: number; defects: number }) =>
    `Accepted: ${plural(r.assetsCreated, 'asset')} added, ${r.assetsUpdated} updated, ${plural(r.records, 'record')}, ${plural(r.defects, 'defect')}`,
  rejected: (name: string) => `${name} rejected; nothing was taken from it`,
  acceptFailed: 'Could not save the review',
  conflictsTitle: 'Some fields clash with the register; see the marked fields',
  decided: (status: string, when: string, by: string | null) => `${status} ${when}${by ? ` by ${by}` : ''}`,
  noneAsset: 'None',
  assetRefOption: (n: number) => `Asset ${n}`,
} as const;
