/**
 * The audit trail's API (GET /api/audit, ADMIN only): one entry per change with who, what, when and
 * the changed fields before and after; paged newest first, filtered by entity, user and date.
 */
import { z } from 'zod';

/** What the trail records changes of; the Audit screen's entity filter offers these. */
export const AUDIT_ENTITIES = [
  'client',
  'site',
  'asset',
  'visit',
  'project',
  'alert',
  'personnel',
  'equipment',
  'vehicle',
  'inventory',
  'quote',
  'document',
  'handbook',
  'standard',
  'weekly-plan',
  'weather-alert',
  'user',
  'invoice',
  'accounting-export',
  'outbox',
  'agreement',
  'reminder-schedule',
  'service-request',
  'logbook-entry',
  'intake-file',
  'asset-record',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  client: 'Client',
  site: 'Site',
  asset: 'Asset',
  visit: 'Inspection visit',
  project: 'Project',
  alert: 'Alert',
  personnel: 'Personnel',
  equipment: 'Equipment',
  vehicle: 'Vehicle',
  inventory: 'Inventory',
  quote: 'Quote',
  document: 'Document',
  handbook: 'Handbook',
  standard: 'Standard',
  'weekly-plan': 'Weekly plan',
  'weather-alert': 'Weather alert',
  user: 'User',
  invoice: 'Invoice',
  'accounting-export': 'Accounting export',
  outbox: 'E-mail',
  agreement: 'Maintenance agreement',
  'reminder-schedule': 'Reminder schedule',
  'service-request': 'Fault report (portal)',
  'logbook-entry': 'Log book entry',
  'intake-file': 'Paperwork read (intake)',
  'asset-record': 'Asset record from paperwork',
};

const day = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`);

export const auditListQuerySchema = z
  .object({
    entity: z.enum(AUDIT_ENTITIES, { error: 'Unknown entity' }).optional(),
    entityId: z.string().trim().min(1).max(200).optional(),
    userId: z.string().trim().min(1).max(100).optional(),
    /** Johannesburg calendar days, both included. */
    from: day('From').optional(),
    to: day('To').optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From must be on or before To',
    path: ['to'],
  });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

const changedFields = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** null: the system, or the weather feed with its API key. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: changedFields,
  after: changedFields,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
