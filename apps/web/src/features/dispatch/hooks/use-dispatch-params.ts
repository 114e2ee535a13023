/**
 * The board's week and filters kept in the address (?week=2026-11-30&area=…&client=…&system=…&status=…),
 * so a reload, a shared link and Back keep them. This week and empty filters are left out.
 */
import {
  type FireSystem,
  mondayOf,
  SYSTEMS,
  todayInSouthAfrica,
  VISIT_STATUSES,
  type VisitStatus,
} from '@firebreak/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BoardFilter } from '../api/get-board';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PARAM_NAMES: Record<keyof BoardFilter, string> = {
  week: 'week',
  area: 'area',
  clientId: 'client',
  system: 'system',
  status: 'status',
};

export function readDispatchParams(search: URLSearchParams, today: string): BoardFilter {
  const week = search.get('week') ?? '';
  const validWeek = ISO_DATE.test(week) && !Number.isNaN(Date.parse(`${week}T00:00:00Z`));
  const system = search.get('system') ?? '';
  const status = search.get('status') ?? '';
  return {
    week: mondayOf(validWeek ? week : today),
    area: search.get('area') ?? '',
    clientId: search.get('client') ?? '',
    system: (SYSTEMS as readonly string[]).includes(system) ? (system as FireSystem) : '',
    status: (VISIT_STATUSES as readonly string[]).includes(status) ? (status as VisitStatus) : '',
  };
}

export function useDispatchParams() {
  const [search, setSearch] = useSearchParams();
  const today = todayInSouthAfrica();
  const params = useMemo(() => readDispatchParams(search, today), [search, today]);

  const update = useCallback(
    (changes: Partial<BoardFilter>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [keyof BoardFilter, string][]) {
            const name = PARAM_NAMES[key];
            if (!value || (key === 'week' && value === mondayOf(today))) next.delete(name);
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
