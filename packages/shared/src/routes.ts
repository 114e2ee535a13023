/**
 * The application's routes and side-menu entries (spec §2 Route table and Shell). An entry with a
 * permission is shown only to roles that hold it (docs/permissions.md): Quoting to those who may read
 * quotes, Audit to administrators.
 */
import type { Permission } from './permissions';

export const PATHS = {
  login: '/login',
  register: '/register',
  authCallback: '/auth/callback',
  dashboard: '/',
  projects: '/projects',
  projectDashboard: '/project-dashboard',
  clients: '/clients',
  resources: '/resources',
  quoting: '/quoting',
  weeklyPlan: '/weekly-plan',
  documents: '/documents',
  audit: '/audit',
} as const;

export const PUBLIC_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.authCallback];

export type MenuEntry = { label: string; path: string; permission?: Permission };

export const MENU_ENTRIES: ReadonlyArray<MenuEntry> = [
  { label: 'Dashboard', path: PATHS.dashboard },
  { label: 'Projects', path: PATHS.projects },
  { label: 'Project Dashboard', path: PATHS.projectDashboard },
  { label: 'Clients', path: PATHS.clients },
  { label: 'Resources', path: PATHS.resources },
  { label: 'Quoting', path: PATHS.quoting, permission: 'quotes.read' },
  { label: 'Weekly Plan', path: PATHS.weeklyPlan },
  { label: 'Documents', path: PATHS.documents },
  { label: 'Audit', path: PATHS.audit, permission: 'audit.read' },
];
