/** After any change to the library: the catalogue, one-document views and every AI search query go stale. */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/** `deletedId`: that document's own view is not asked for again (it would only answer 404). */
export async function invalidateLibrary(queryClient: QueryClient, deletedId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: ['documents'],
      predicate: (query) => !(deletedId && query.queryKey[1] === 'one' && query.queryKey[2] === deletedId),
    }),
    queryClient.invalidateQueries({ queryKey: ['ai-search'] }),
  ]);
}

export function useInvalidateLibrary() {
  const queryClient = useQueryClient();
  return () => invalidateLibrary(queryClient);
}
