/**
 * One change: who (actor_id, null for the system or an API-key feed), what (action on entity and
 * entity_id), when (created_at, ISO UTC) and the changed fields before and after as JSON text.
 */
export type AuditLogTable = {
  id: string;
  created_at: string;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
};
