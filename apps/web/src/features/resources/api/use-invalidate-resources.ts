/** Every resource change can move the summary's figures, so a change refreshes every resource query. */
import { useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from './query-keys';

export function useInvalidateResources() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.all });
}
