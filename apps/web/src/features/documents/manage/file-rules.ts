/**
 * What the upload dialog accepts before sending: the server's types (by extension here; the server
 * checks the bytes too) and the §9 100 MB maximum. The server stays the authority.
 */
import { DOCUMENT_SEARCH } from '@firebreak/shared';
import { MANAGE_STRINGS as S } from './strings';

export const UPLOAD_EXTENSIONS = ['pdf', 'docx', 'doc', 'xlsx', 'xls', 'pptx', 'ppt', 'xml'] as const;

/** The file picker's accept attribute: the extensions and their content types. */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
].join(',');

/** The reason a file is refused, or null when it may be sent. */
export function checkUploadFile(file: File | null): string | null {
  if (!file) return S.fileRequired;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return S.fileUnsupported;
  if (file.size > DOCUMENT_SEARCH.uploadMaxBytes) return S.fileTooLarge;
  if (file.size === 0) return S.fileEmpty;
  return null;
}

/** The name a new document gets from its file: the file name without its extension. */
export function nameFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
