/**
 * The Visits board's view, week, filters and sort kept in the address (?view=list&week=2026-11-30&
 * technician=…&site=…&status=SCHEDULED&sort=site&order=desc), so a reload, a shared link and Back keep
 * them. This week, the week view and the default sort are left out of the address.
 */
import { mondayOf, todayInSouthAfrica } from '@firebreak/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type BoardParams, readBoardParams } from '../board';

const PARAM_NAMES: Record<keyof BoardParams, string> = {
  view: 'view',
  week: 'week',
  technicianId: 'technician',
  siteId: 'site',
  status: 'status',
  sort: 'sort',
  order: 'order',
};
const DEFAULTS: Partial<Record<keyof BoardParams, string>> = { view: 'week', sort: 'date', order: 'asc' };

export function useBoardParams() {
  const [search, setSearch] = useSearchParams();
  const today = todayInSouthAfrica();
  const params = useMemo(() => readBoardParams(search, today), [search, today]);

  const update = useCallback(
    (changes: Partial<BoardParams>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [keyof BoardParams, string][]) {
            const name = PARAM_NAMES[key];
            const isDefault =
              !value || value === DEFAULTS[key] || (key === 'week' && value === mondayOf(today));
            if (isDefault) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, today],
  );

  return { params, today, update };
}
