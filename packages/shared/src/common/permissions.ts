/**
 * The role × action matrix (docs/permissions.md says why): the one source the server's route guard,
 * the services' owner rules and the web's hidden buttons all read.
 *
 * A new route declares one of these in its options, `config: { permission: 'clients.delete' }`; a new
 * action adds a key here and a row to docs/permissions.md (a test keeps the two equal).
 */
import type { Role } from '../auth/rules';

const ALL: readonly Role[] = ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'];
const OFFICE: readonly Role[] = ['ADMIN', 'PROJECT_MANAGER'];
const DESIGN: readonly Role[] = ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER'];
/** A client's contact (decision 0092): the portal and their own account, nothing of the office's. */
const CLIENT: readonly Role[] = ['CLIENT'];

/** Which roles may take each action at all (some only on their own rows: see OWN_ROWS_ONLY). */
export const PERMISSIONS = {
  'account.self': [...ALL, ...CLIENT],
  'dashboard.read': ALL,
  'reports.financial': OFFICE,
  'projects.read': ALL,
  'projects.create': OFFICE,
  'projects.update': DESIGN,
  'projects.finance': OFFICE,
  'alerts.acknowledge': DESIGN,
  'clients.read': ALL,
  'clients.create': OFFICE,
  'clients.update': OFFICE,
  'clients.delete': OFFICE,
  'clients.meetings': DESIGN,
  'clients.contacts': OFFICE,
  'sites.read': ALL,
  'sites.manage': OFFICE,
  /** Paperwork intake (issue 32): anyone to a site they are visiting (the service checks), the office to any. */
  'intake.upload': ALL,
  'intake.review': OFFICE,
  'visits.read': ALL,
  'visits.schedule': OFFICE,
  'visits.complete': ALL,
  'dispatch.read': DESIGN,
  'dispatch.assign': OFFICE,
  'my-day.read': ALL,
  'registrations.read': ALL,
  'registrations.manage': OFFICE,
  'users.read': ALL,
  'users.manage': ['ADMIN'],
  'resources.read': ALL,
  'resources.manage': OFFICE,
  'resources.schedule': OFFICE,
  'resources.use': ALL,
  'inventory.reorder': DESIGN,
  'quotes.read': DESIGN,
  'quotes.create': DESIGN,
  'quotes.status': DESIGN,
  'quotes.templates': OFFICE,
  'quotes.send': OFFICE,
  'quotes.prices': OFFICE,
  'invoices.read': DESIGN,
  'invoices.manage': OFFICE,
  'agreements.read': DESIGN,
  'agreements.manage': OFFICE,
  'documents.read': ALL,
  'documents.upload': ALL,
  'documents.update': ALL,
  'documents.delete': ALL,
  'processing.run': ALL,
  'handbook.read': ALL,
  'handbook.manage': ['ADMIN'],
  'standards.read': ALL,
  'standards.manage': ['ADMIN'],
  'weekly-plan.read': ALL,
  'weekly-plan.edit': ALL,
  'weekly-plan.templates': OFFICE,
  'weather.ingest': ['ADMIN'],
  'audit.read': ['ADMIN'],
  'outbox.read': ['ADMIN'],
  'outbox.manage': ['ADMIN'],
  'portal.read': CLIENT,
  'portal.write': CLIENT,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/**
 * Roles that hold a permission only over rows that are theirs: a project they are on the team of (or
 * created), a document they uploaded. The route lets them in; the service, which has the row, decides.
 */
export const OWN_ROWS_ONLY: Partial<Record<Permission, readonly Role[]>> = {
  'processing.run': ['PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'],
  'projects.update': ['ENGINEER'],
  'documents.update': ['TECHNICIAN'],
  'documents.delete': ['ENGINEER', 'TECHNICIAN'],
  'visits.complete': ['ENGINEER', 'TECHNICIAN'],
  'intake.upload': ['ENGINEER', 'TECHNICIAN'],
};

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Whether a role may take an action at all (on some rows at least, for owner-scoped actions). */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return Boolean(role) && (PERMISSIONS[permission] as readonly string[]).includes(role as string);
}

/** Whether a role may take an action on one row, given whether that row is the user's own. */
export function canOnRow(role: string | null | undefined, permission: Permission, isOwn: boolean): boolean {
  if (!can(role, permission)) return false;
  return isOwn || !(OWN_ROWS_ONLY[permission] as readonly string[] | undefined)?.includes(role as string);
}

export const PERMISSION_MESSAGES = {
  forbidden: 'Your role does not allow this',
  notOwner: 'Your role allows this only on your own items',
  undeclared: 'This route declares no permission',
} as const;
