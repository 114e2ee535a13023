/** Query keys of the dispatch board; components never spell a key themselves. */
import type { BoardFilter } from './get-board';

export const dispatchKeys = {
  all: ['dispatch'] as const,
  board: (filter: BoardFilter) =>
    ['dispatch', 'board', filter.week, filter.area, filter.clientId, filter.system, filter.status] as const,
  vehicles: ['dispatch', 'vehicles'] as const,
};
