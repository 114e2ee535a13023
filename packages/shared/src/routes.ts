/** The application's routes and side-menu entries (spec §2 Route table and Shell). */
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
  /** Administrators only: accounts, roles, set-password links. */
  users: '/users',
  /** Every user: own password and sessions. */
  account: '/account',
  /** Public: set a password with a one-time link from an administrator. */
  invite: '/invite/:token',
} as const;

export const PUBLIC_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.authCallback];

export const invitePath = (token: string) => `/invite/${encodeURIComponent(token)}`;

export const MENU_ENTRIES: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'Dashboard', path: PATHS.dashboard },
  { label: 'Projects', path: PATHS.projects },
  { label: 'Project Dashboard', path: PATHS.projectDashboard },
  { label: 'Clients', path: PATHS.clients },
  { label: 'Resources', path: PATHS.resources },
  { label: 'Quoting', path: PATHS.quoting },
  { label: 'Weekly Plan', path: PATHS.weeklyPlan },
  { label: 'Documents', path: PATHS.documents },
];

/** Shown below the main entries to administrators only. */
export const ADMIN_MENU_ENTRIES: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'Users', path: PATHS.users },
];
