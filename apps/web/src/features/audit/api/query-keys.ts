/** Query keys of the audit trail; components never spell a key themselves. */
import type { AuditListQuery } from '@firebreak/shared';

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => ['audit', 'list', query] as const,
  users: () => ['audit', 'users'] as const,
};
