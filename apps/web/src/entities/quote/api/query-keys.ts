/** Query keys of the quoting area; components never spell a key themselves. */
import type { PriceListQuery, QuoteListQuery } from '@firebreak/shared';

export const quoteKeys = {
  all: ['quotes'] as const,
  /** The active list Quick Quote offers; a prefix of the managed lists, so one invalidation does both. */
  templates: () => ['quotes', 'templates'] as const,
  managedTemplates: (includeRetired: boolean) =>
    ['quotes', 'templates', 'manage', { includeRetired }] as const,
  recent: () => ['quotes', 'recent'] as const,
  lists: () => ['quotes', 'list'] as const,
  list: (query: QuoteListQuery) => ['quotes', 'list', query] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
  workflows: () => ['quotes', 'workflow'] as const,
  workflow: (id: string) => ['quotes', 'workflow', id] as const,
  /** The price list and its suppliers (Detailed BOQ); one invalidation of priceList() refreshes both. */
  priceList: () => ['quotes', 'price-list'] as const,
  priceItems: (query: Partial<PriceListQuery>) => ['quotes', 'price-list', 'items', query] as const,
  suppliers: () => ['quotes', 'price-list', 'suppliers'] as const,
};
