/**
 * The visit screen's endpoints (issue 16, part 2b; packages/shared/src/visit-work/): GET the visit
 * with its work, and one sender per outbox operation. The writes are replay-safe PUTs by ids the
 * phone made, so the outbox may send one again after a lost answer.
 */
import type { VisitDetail } from '@firebreak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { httpStatus } from '@/lib/api-error';
import { getTokenOf } from '@/lib/token-storage';
import type { OutboxOp } from '../offline/outbox';

/** A photo as taken may be 20 MB on a slow line. */
const PHOTO_TIMEOUT_MS = 5 * 60_000;

const base = (visitId: string) => `/visits/${encodeURIComponent(visitId)}`;

export async function getVisit(visitId: string): Promise<VisitDetail> {
  return (await apiClient.get<VisitDetail>(base(visitId))).data;
}

export const visitQueryOptions = (visitId: string) =>
  queryOptions({
    queryKey: visitKeys.detail(visitId),
    queryFn: () => getVisit(visitId),
    // Offline, the phone's copy is shown instead; asking again is the sync loop's business.
    networkMode: 'always',
    retry: false,
  });

/** The author of a queued change is not the one signed in now: it waits for them (decision 0075). */
export function useVisit(visitId: string) {
  return useQuery(visitQueryOptions(visitId));
}

export class NotTheAuthorError extends Error {
  constructor() {
    super('This change waits for the person who made it to sign in');
    this.name = 'NotTheAuthorError';
  }
}

/**
 * Sends one outbox operation with its author's token, never another's: the token is taken only while
 * it is the author's session, and set on the request itself. Throws the axios error as it came.
 */
export async function sendOp(op: OutboxOp): Promise<void> {
  const token = getTokenOf(op.authorId);
  if (!token) throw new NotTheAuthorError();
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const at = base(op.visitId);
  switch (op.kind) {
    case 'start':
    case 'pause':
      await apiClient.post(`${at}/${op.kind}`, op.at ? { at: op.at } : undefined, auth);
      return;
    case 'result':
      await apiClient.put(`${at}/results/${encodeURIComponent(op.assetId)}`, op.payload, auth);
      return;
    case 'defect':
      await apiClient.put(`${at}/defects/${encodeURIComponent(op.defectId)}`, op.payload, auth);
      return;
    case 'deleteDefect':
      await apiClient
        .delete(`${at}/defects/${encodeURIComponent(op.defectId)}`, auth)
        .catch((error: unknown) => {
          // Already gone (a replay after a lost answer, or never sent): that is what was asked.
          if (httpStatus(error) === 404) return;
          throw error;
        });
      return;
    case 'deletePhoto':
      await apiClient
        .delete(`${at}/photos/${encodeURIComponent(op.photoId)}`, auth)
        .catch((error: unknown) => {
          if (httpStatus(error) === 404) return;
          throw error;
        });
      return;
    case 'photo': {
      const form = new FormData();
      if (op.fields.assetId) form.append('assetId', op.fields.assetId);
      if (op.fields.defectId) form.append('defectId', op.fields.defectId);
      if (op.fields.caption) form.append('caption', op.fields.caption);
      // The server reads the fields that arrive before the file part, so the file goes last.
      form.append('file', new Blob([op.photo.bytes], { type: op.photo.type }), op.photo.name);
      await apiClient.put(`${at}/photos/${encodeURIComponent(op.photoId)}`, form, {
        headers: { ...auth.headers, 'Content-Type': 'multipart/form-data' },
        timeout: PHOTO_TIMEOUT_MS,
      });
      return;
    }
    case 'signature':
      await apiClient.put(`${at}/signature`, op.payload, auth);
      return;
    case 'complete':
      await apiClient.post(`${at}/complete`, undefined, { ...auth, timeout: 120_000 });
      return;
  }
}

/** A stored file (a server photo or signature) as a Blob, with the Bearer token. */
export async function fetchBlob(url: string): Promise<Blob> {
  const path = url.replace(/^\/api(?=\/)/, '');
  return (await apiClient.get<Blob>(path, { responseType: 'blob' })).data;
}

/** GET /api/documents/download/:id — the service report or certificate written at completion. */
export async function fetchDocument(id: string): Promise<Blob> {
  const response = await apiClient.get<Blob>(`/documents/download/${encodeURIComponent(id)}`, {
    responseType: 'blob',
    timeout: 120_000,
  });
  return response.data;
}
