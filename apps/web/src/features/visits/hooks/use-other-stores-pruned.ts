/**
 * Once someone is signed in, the visit stores other people left on this browser are cut down to what
 * only their owners can still use (decision 0075, offline/visit-stores.ts).
 */
import { useEffect } from 'react';
import { pruneOtherStores } from '../offline/visit-stores';

export function useOtherStoresPruned(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return;
    // Housekeeping only: nothing is shown from those stores whether or not it succeeds.
    pruneOtherStores(userId).catch(() => undefined);
  }, [userId]);
}
