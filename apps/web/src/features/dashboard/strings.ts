/** Every text of the dashboard (spec §2 Dashboard, §8 metrics rows). */
export const DASHBOARD_STRINGS = {
  title: 'Dashboard',
  subtitle: 'Live project metrics, critical alerts and new projects at a glance.',
  alertsTitle: 'Critical Alerts',
} as const;

export const METRICS_STRINGS = {
  title: 'Portfolio Metrics',
  refresh: 'refresh metrics',
  refreshHint: 'Refresh everything on the dashboard',
  loading: 'Loading metrics',
  failed: 'Failed to load metrics',
  totalPortfolioValue: 'Total Portfolio Value',
  activeProjects: 'Active Projects',
  overdueTasks: 'Overdue Tasks',
  winRate: 'Win Rate',
  averageHealthScore: 'Average Health Score',
  complianceRate: 'Compliance Rate',
  averageDaysSinceSiteVisit: 'Avg. Days Since Site Visit',
  cashFlowThisMonth: 'Cash Flow This Month',
  debtors: 'Debtors',
  overdueDebtors: 'Overdue',
  debtorClients: (count: number) => (count === 1 ? '1 client' : `${count} clients`),
  cashFlowMakeUp: (received: string, spent: string) => `Received ${received} − costs ${spent}`,
  cashFlowChange: (change: string, lastMonth: string) => `${change} vs last month (${lastMonth})`,
  days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  outOf100: '/ 100',
  cashFlowChart: 'Cash Flow',
  cashReceived: 'Received',
  cashSpent: 'Costs',
  cashNet: 'Net',
  cashDue: 'Due',
  cashFlowSummary: (net: string, received: string, spent: string, lastNet: string) =>
    `This month ${net} net (received ${received}, costs ${spent}); last month ${lastNet} net`,
  thisMonth: 'This month',
  lastMonth: 'Last month',
  utilisationChart: 'Resource Utilisation',
  staff: 'Staff',
  equipment: 'Equipment',
  vehicles: 'Vehicles',
  complianceChart: 'Compliance Summary',
  compliant: 'Compliant',
  nonCompliant: 'Non-compliant',
  pending: 'Pending',
  noComplianceData: 'No sites with assets to report on yet.',
  weatherAlerts: 'Weather Alerts',
  noWeatherAlerts: 'No active weather alerts',
} as const;

export const BOARD_STRINGS = {
  title: 'Project Board',
  create: 'Create New Project',
  viewAll: 'View all projects',
  empty: 'No projects yet. Create the first one.',
  failed: 'Failed to load projects',
  progress: (title: string) => `${title} progress`,
  column: (status: string) => `${status} projects`,
} as const;

export const QUICK_ACTIONS_STRINGS = {
  label: 'quick actions',
  newProject: 'New Project',
  generateQuote: 'Generate Quote',
  scheduleSiteVisit: 'Schedule Site Visit',
  exportReports: 'Export Reports',
} as const;

export const SITE_VISIT_STRINGS = {
  title: 'Schedule Site Visit',
  project: 'Project',
  visitTitle: 'Visit title',
  defaultTitle: 'Site visit',
  date: 'Visit date',
  submit: 'Schedule',
  cancel: 'Cancel',
  failed: 'Failed to schedule the site visit',
  done: (project: string, date: string) => `Site visit for ${project} scheduled on ${date}`,
} as const;

export const EXPORT_STRINGS = {
  title: 'Export Reports',
  body: 'Download the current data as CSV files.',
  projects: 'Projects (CSV)',
  metrics: 'Metrics (CSV)',
  close: 'Close',
  failed: 'The report could not be downloaded. Please try again.',
  done: (file: string) => `Downloaded ${file}`,
} as const;

export const SYSTEM_STRINGS = {
  summaryTitle: 'At a Glance',
  projects: 'AI-Powered Projects',
  clients: 'Smart Clients',
  staff: 'Neural Team',
  equipment: 'Smart Equipment',
  statusTitle: 'AI System Status',
  uptime: 'Uptime',
  responseTime: 'Response Time',
  decisionsPerHour: 'Decisions per Hour',
  accuracyRate: 'Accuracy Rate',
  projectsNote: 'Every project, any status',
  clientsNote: 'Clients on the Clients page',
  staffNote: 'People with a sign-in',
  equipmentNote: 'Items under Resources → Equipment',
  uptimeNote: 'Share of the last 30 days the server was up',
  responseTimeNote: 'Median of the last 1 000 API requests',
  decisionsNote: 'AI searches and query analyses in the last hour',
  accuracyNote: 'Judged relevance of AI answers',
  failed: 'Failed to load system status',
} as const;

/** The lists behind the 'Overdue Tasks' and cash-flow figures (dialogs opened from the card and chart). */
export const FIGURE_LIST_STRINGS = {
  close: 'Close',
  loading: 'Loading',
  failed: 'Failed to load the list',
  overdueTitle: 'Overdue Tasks',
  overdueIntro:
    'Open milestones due before today on tendered, active and on-hold projects, most overdue first.',
  overdueNone: 'Nothing is overdue.',
  overdueShown: (shown: number, total: number) =>
    shown < total ? `The ${shown} most overdue of ${total}.` : `${total} ${total === 1 ? 'task' : 'tasks'}.`,
  overdueTasksList: 'Overdue tasks',
  due: (date: string) => `Due ${date}`,
  daysOverdue: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} overdue`,
  cashTitle: (month: string) => `Cash Flow: ${month}`,
  cashSums: (received: string, spent: string, net: string) =>
    `Received ${received} − costs ${spent} = net ${net}`,
  payments: 'Payments received',
  costs: 'Costs',
  count: (count: number) => `(${count})`,
  total: (amount: string) => `Total ${amount}`,
  noPayments: 'No payments were received this month.',
  noCosts: 'No costs were recorded this month.',
  entriesShown: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total}; the total covers all of them.`,
  noClaim: 'Held as credit',
  spendChange: 'Spend change',
  openMoney: (project: string) => `${project}, Money tab`,
  openStatement: (client: string) => `${client}, statement`,
  monthEntries: 'Entries by month',
  monthEntriesLead: 'Payments and costs of a month:',
  /** Read before a month's button text: 'Cash flow entries for Nov 2026'. */
  monthEntriesFor: 'Cash flow entries for ',
  winRateTitle: 'Win Rate',
  winRateFormula: (won: number, decided: number, rate: string) =>
    `${won} won of ${decided} decided = ${rate}.`,
  winRateIntro:
    'Tenders won (moved on to work) or lost (cancelled as a tender), and quotes marked Won or Lost in Quote History. A project made from a won quote is that quote’s win, counted once. Drafts and quotes sent but not answered are not decided.',
  winRateCounts: (tenderWon: number, tenderLost: number, quoteWon: number, quoteLost: number) =>
    `Tenders: ${tenderWon} won, ${tenderLost} lost. Quotes: ${quoteWon} won, ${quoteLost} lost.`,
  winRateNone: 'Nothing is decided yet: no tender won or lost, no quote marked Won or Lost.',
  winRateList: 'Decisions counted',
  winRateKind: { tender: 'Tender', quote: 'Quote' },
  winRateOutcome: { WON: 'Won', LOST: 'Lost' },
  winRateChanged: (date: string) => `Decided by ${date}`,
  complianceTitle: 'Compliance Rate',
  complianceIntro:
    'Sites with assets, from their inspection visits: non-compliant with an overdue visit, a failed check on the latest visit or an open critical or major defect; compliant once a visit is done with none of those; pending before the first visit.',
  complianceNone: 'No site has assets yet: add sites and assets under Clients.',
  complianceList: 'Sites by compliance',
  complianceCounts: (compliant: number, total: number) => `${compliant} of ${total} compliant.`,
  complianceStatus: { COMPLIANT: 'Compliant', NON_COMPLIANT: 'Non-compliant', PENDING: 'Pending' },
  overdueVisits: (count: number, oldest: string) =>
    `${count} overdue ${count === 1 ? 'visit' : 'visits'}, the oldest due ${oldest}`,
  lastFailed: (date: string) => `A check failed on the visit of ${date}`,
  lastPassed: (date: string) => `Last visit ${date}, all passed`,
  openDefects: (count: number) => `${count} open critical or major ${count === 1 ? 'defect' : 'defects'}`,
  noVisitYet: 'No visit done yet',
} as const;
