/** Query keys of clients (the Clients screens, pickers, anything that refreshes clients); components never spell a key themselves. */
import type { ListClientsQuery } from '@firebreak/shared';

export const clientKeys = {
  all: ['clients'] as const,
  list: (query: ListClientsQuery) => ['clients', 'list', query] as const,
  one: (id: string) => ['clients', 'one', id] as const,
  /** The first clients by name for pickers; under the root key, so a client saved anywhere refreshes them. */
  options: (search: string) => ['clients', 'options', search] as const,
  /** VAT number, payment terms and billing e-mail (issue 29). */
  billing: (id: string) => ['clients', 'billing', id] as const,
};
