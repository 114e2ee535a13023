/**
 * What an uploaded file really is, decided by its bytes (file-type's magic numbers), never by its
 * name. Allowed: PDF, xlsx/xls, docx/doc, pptx/ppt and MS Project XML. The name's extension must
 * agree with the content (a PDF renamed .docx is refused).
 */
import type { DocumentFileType } from '@firebreak/shared';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

export type DetectedFile = { type: DocumentFileType; extension: string; contentType: string };

const BY_EXTENSION: Record<string, DetectedFile> = {
  pdf: { type: 'pdf', extension: 'pdf', contentType: 'application/pdf' },
  xlsx: {
    type: 'excel',
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  xls: { type: 'excel', extension: 'xls', contentType: 'application/vnd.ms-excel' },
  docx: {
    type: 'word',
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  doc: { type: 'word', extension: 'doc', contentType: 'application/msword' },
  pptx: {
    type: 'powerpoint',
    extension: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  ppt: { type: 'powerpoint', extension: 'ppt', contentType: 'application/vnd.ms-powerpoint' },
  xml: { type: 'project', extension: 'xml', contentType: 'application/xml' },
};

export const ALLOWED_EXTENSIONS = Object.keys(BY_EXTENSION);

function isProjectXml(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?<Project[\s>]/.test(head) && head.includes('schemas.microsoft.com/project');
}

/**
 * The detected type when bytes and name agree; null when the file is not one we accept. A file on disk
 * (a spooled upload) is read only as far as detection needs, with its first bytes (`head`) at hand.
 */
export async function detectFileType(
  data: Uint8Array | { path: string; head: Uint8Array },
  fileName: string,
): Promise<DetectedFile | null> {
  const nameExtension = fileName.toLowerCase().split('.').pop() ?? '';
  const found =
    data instanceof Uint8Array ? await fileTypeFromBuffer(data) : await fileTypeFromFile(data.path);
  const head = data instanceof Uint8Array ? data : data.head;
  let extension: string | undefined;
  if (found?.ext === 'cfb') {
    // Legacy Office files share one container; the name picks which (the content is still OLE2).
    extension = ['doc', 'xls', 'ppt'].includes(nameExtension) ? nameExtension : undefined;
  } else if (found && BY_EXTENSION[found.ext]) {
    extension = found.ext;
  } else if ((!found || found.ext === 'xml') && isProjectXml(head)) {
    extension = 'xml';
  }
  if (!extension || extension !== nameExtension) return null;
  return BY_EXTENSION[extension] ?? null;
}

export function contentTypeFor(extension: string): string {
  return BY_EXTENSION[extension]?.contentType ?? 'application/octet-stream';
}
