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
} as const;

export const PUBLIC_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.authCallback];

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
