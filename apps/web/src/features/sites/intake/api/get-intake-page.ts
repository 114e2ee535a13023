/**
 * GET /api/intake/:batchId/files/:fileId/pages/:page → a PNG of the page. The path needs the Bearer
 * token a plain <img src> would not carry, so the bytes come through the API client and are shown from
 * an object URL, released when the image goes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { siteKeys } from '@/entities/site/api/query-keys';
import { apiClient } from '@/lib/api-client';

const PAGE_TIMEOUT_MS = 60_000;
/** Marks a page image's key under its batch (an image never changes once made). */
export const INTAKE_PAGE_KEY = 'page';

export async function getIntakePage(batchId: string, fileId: string, page: number): Promise<Blob> {
  const path = `/intake/${encodeURIComponent(batchId)}/files/${encodeURIComponent(fileId)}/pages/${page}`;
  return (await apiClient.get<Blob>(path, { responseType: 'blob', timeout: PAGE_TIMEOUT_MS })).data;
}

export const intakePageQueryOptions = (batchId: string, fileId: string, page: number) =>
  queryOptions({
    queryKey: [...siteKeys.intakeBatch(batchId), INTAKE_PAGE_KEY, fileId, page] as const,
    queryFn: () => getIntakePage(batchId, fileId, page),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The page's object URL once fetched; 'failed' when it could not be; null while loading. */
export function useIntakePageUrl(batchId: string, fileId: string, page: number): string | null | 'failed' {
  const query = useQuery(intakePageQueryOptions(batchId, fileId, page));
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  if (query.isError) return 'failed';
  return url;
}
