/**
 * The list's search, filters, sort and page kept in the address (?q=&status=ACTIVE,TENDER&page=2),
 * so a filtered list can be shared, reloaded and returned to with Back.
 */
import {
  CLIENT_TYPES,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectListParams,
  type ProjectSortField,
  URGENCIES,
} from '@firebreak/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

export const FILTERS = {
  status: PROJECT_STATUSES,
  type: PROJECT_TYPES,
  urgency: URGENCIES,
  clientType: CLIENT_TYPES,
} as const;

function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  return value.split(',').filter((item): item is T => (allowed as readonly string[]).includes(item));
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

export function readListParams(
  search: URLSearchParams,
): Required<Omit<ProjectListParams, 'client' | 'clientId' | 'archived'>> &
  Pick<ProjectListParams, 'archived'> {
  const archived = search.get('archived');
  const sort = search.get('sort');
  const pageSize = positive(search.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    q: search.get('q') ?? '',
    status: listOf(search.get('status'), FILTERS.status),
    type: listOf(search.get('type'), FILTERS.type),
    urgency: listOf(search.get('urgency'), FILTERS.urgency),
    clientType: listOf(search.get('clientType'), FILTERS.clientType),
    sort: PROJECT_SORTS.includes(sort as ProjectSortField) ? (sort as ProjectSortField) : 'createdAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    // Archived projects are left out unless the address asks for them.
    ...(archived === 'include' || archived === 'only' ? { archived } : {}),
  };
}

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);

  /** Changes some values; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Partial<ProjectListParams>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const text = Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value);
            if (text) next.set(key, text);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const clear = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);
  return { params, update, clear };
}
