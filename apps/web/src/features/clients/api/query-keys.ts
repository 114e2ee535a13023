/** Query keys of the clients area; components never spell a key themselves. */
import type { ListClientsQuery } from '@firebreak/shared';

export const clientKeys = {
  all: ['clients'] as const,
  list: (query: ListClientsQuery) => ['clients', 'list', query] as const,
  one: (id: string) => ['clients', 'one', id] as const,
};
