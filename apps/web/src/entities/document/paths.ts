/** In-app addresses of the library that pages outside the documents feature link to. */
import { type DocumentLinkFilters, PATHS } from '@firebreak/shared';

/** Basic Search with its filter panel set to a client, site, project or asset (decision 0081). */
export function libraryFilteredPath(filter: DocumentLinkFilters): string {
  const params = new URLSearchParams({ tab: 'basic-search' });
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return `${PATHS.documents}?${params}`;
}
