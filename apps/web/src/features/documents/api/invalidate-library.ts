/** After any change to the library: the catalogue, one-document views and every search's answers go stale. */
import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/entities/document/api/query-keys';

/** `deletedId`: that document's own view is not asked for again (it would only answer 404). */
export async function invalidateLibrary(queryClient: QueryClient, deletedId?: string): Promise<void> {
  const deletedHash = deletedId ? hashKey(documentKeys.detail(deletedId)) : null;
  await queryClient.invalidateQueries({
    queryKey: documentKeys.all,
    predicate: (query) => query.queryHash !== deletedHash,
  });
}

export function useInvalidateLibrary() {
  const queryClient = useQueryClient();
  return () => invalidateLibrary(queryClient);
}
