/** Every text of /project-dashboard. */
export const PROJECT_DASHBOARD_STRINGS = {
  title: 'Project Dashboard',
  subtitle: 'Progress, budget and health of a single project.',
  chooseProject: 'Project',
  choosePrompt: 'Choose a project to see its progress, budget, milestones, team and alerts.',
  loading: 'Loading project',
  notFound: 'This project does not exist or was removed.',
  failed: 'Failed to load the project',
  alertsTitle: (title: string) => `Alerts: ${title}`,
  progress: 'Progress',
  urgency: (label: string) => `${label} urgency`,
  noLocation: '—',
  progressLabel: (title: string) => `${title} progress`,
  due: (date: string) => `Due ${date}`,
  noDueDate: 'No due date',
  location: 'Location',
  client: 'Client',
  budgetChart: 'Budget vs Spent',
  budget: 'Budget',
  spent: 'Spent',
  remaining: (amount: string) => `${amount} remaining`,
  overBudget: (amount: string) => `${amount} over budget`,
  saved: 'Saved',
  saveFailed: 'Could not save the change',
} as const;

export const STATUS_EDITOR_STRINGS = {
  title: 'Status',
  status: 'Project status',
  progress: 'Progress (%)',
  spent: 'Spent (ZAR)',
  health: 'Health',
  compliance: 'Compliance status',
  save: 'Save changes',
  reset: 'Reset',
  progressInvalid: 'Progress must be a whole number from 0 to 100',
  spentInvalid: 'Spent must be a number of 0 or more',
} as const;

export const MILESTONE_STRINGS = {
  title: 'Milestones',
  empty: 'No milestones yet.',
  add: 'Add milestone',
  edit: (title: string) => `Edit ${title}`,
  remove: (title: string) => `Delete ${title}`,
  complete: (title: string) => `Mark ${title} complete`,
  overdue: 'Overdue',
  due: (date: string) => `Due ${date}`,
  dialogAdd: 'Add Milestone',
  dialogEdit: 'Edit Milestone',
  name: 'Milestone title',
  kind: 'Kind',
  dueDate: 'Due date',
  save: 'Save',
  cancel: 'Cancel',
} as const;

export const TEAM_STRINGS = {
  title: 'Team',
  empty: 'Nobody is assigned yet.',
  add: 'Add team member',
  remove: (name: string) => `Remove ${name}`,
} as const;
