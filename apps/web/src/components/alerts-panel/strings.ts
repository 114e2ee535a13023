/** Texts and limits of the Alerts panel (spec §2 Alerts panel, §8, §9 Queries and alerts). */
export const ALERTS_STRINGS = {
  loading: 'Loading alerts...',
  failed: 'Failed to load alerts',
  empty: 'All clear! No active alerts',
  showMore: (count: number) => `Show ${count} More`,
  showLess: 'Show Less',
  acknowledge: (title: string) => `Acknowledge ${title}`,
  acknowledgeFailed: 'Could not acknowledge the alert. Please try again.',
  activeCount: (count: number) => `${count} active`,
} as const;

export const ALERTS_LIMITS = {
  headerTitle: 20,
  alertTitle: 40,
  message: 80,
  /** Shown by default; the dashboard passes 8. Expanding shows double. */
  defaultVisible: 5,
  dashboardVisible: 8,
} as const;
