/** Query keys of the outbox; components never spell a key themselves. */
import type { OutboxListQuery } from '@firebreak/shared';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (query: OutboxListQuery) => ['outbox', 'list', query] as const,
};
