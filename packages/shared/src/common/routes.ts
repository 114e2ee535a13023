/**
 * The application's routes and side-menu entries (spec §2 Route table and Shell). An entry with a
 * permission is shown only to roles that hold it (docs/permissions.md): Quoting to those who may read
 * quotes, Users and Audit (below a divider) to administrators.
 */
import type { Permission } from './permissions';

export const PATHS = {
  login: '/login',
  register: '/register',
  authCallback: '/auth/callback',
  dashboard: '/',
  /** The signed-in person's visits today and this week (issue 30 §1): a technician's home. */
  myDay: '/my-day',
  projects: '/projects',
  projectDashboard: '/project-dashboard',
  clients: '/clients',
  /** One client: Overview and Sites tabs (?tab=sites). */
  client: '/clients/:clientId',
  /** One client site: Assets, Schedule and History tabs. */
  site: '/sites/:siteId',
  /** A batch of a site's paperwork under review (issue 32). */
  intakeBatch: '/sites/:siteId/intake/:batchId',
  resources: '/resources',
  quoting: '/quoting',
  /** Inspection visits of the next 14 days, by day and technician (decision 0065). */
  visits: '/visits',
  /** One visit on a technician's phone: checklist, readings, defects, photos, signature (decision 0067). */
  visit: '/visits/:id',
  /** The dispatch board (issue 30 §2): a week of lanes, one per technician, and the Unassigned visits. */
  dispatch: '/dispatch',
  weeklyPlan: '/weekly-plan',
  documents: '/documents',
  /** A document's details and, for a PDF, the file itself (§7 'Open'). */
  documentPreview: '/documents/preview/:id',
  /** A standard's PDF opened at a page (the standards library's 'Open at page N'). */
  standardViewer: '/documents/standards/:id',
  /** Administrators only: accounts, roles, set-password links. */
  users: '/users',
  /** Every user: own password and sessions. */
  account: '/account',
  /** Public: set a password with a one-time link from an administrator. */
  invite: '/invite/:token',
  /** Public: a client approves or declines a quote through a private link (docs/decisions/0069). */
  quoteApproval: '/q/:token',
  /** Administrators only: who changed what, when. */
  audit: '/audit',
  /** Administrators only: every e-mail the app sent or tried to send, with Retry. */
  outbox: '/outbox',
  /** The money register (issue 29): tax invoices and credit notes. */
  invoices: '/invoices',
  invoiceNew: '/invoices/new',
  invoice: '/invoices/:id',
  invoiceEdit: '/invoices/:id/edit',
  /** The bookkeeper's accounting export (Sage or Xero ZIP) and the previous exports. */
  accountingExport: '/invoices/export',
  /** A client's statement of account (issue 29). */
  clientStatement: '/clients/:clientId/statement',
  /** Debtors' ageing (issue 29). */
  debtors: '/debtors',
  /** Maintenance agreements (issue 29 §1, decision 0087). */
  agreements: '/agreements',
  agreementNew: '/agreements/new',
  agreement: '/agreements/:id',
  agreementEdit: '/agreements/:id/edit',
  /** Public: a client accepts or declines a maintenance agreement through a private link. */
  agreementAcceptance: '/a/:token',
  /** The client portal (issue 31, decision 0092): a client's contact (role CLIENT) sees only these. */
  portal: '/portal',
  portalSite: '/portal/sites/:siteId',
  portalQuotes: '/portal/quotes',
  portalInvoices: '/portal/invoices',
  portalRequests: '/portal/requests',
  /** The log book's form; a site's QR code opens it with ?site= (portalLogbookPath). */
  portalLogbook: '/portal/logbook',
  /** The contact's own password and sessions, inside the portal's frame. */
  portalAccount: '/portal/account',
} as const;

export const PUBLIC_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.authCallback];

export const clientPath = (clientId: string, tab?: 'sites') =>
  `/clients/${encodeURIComponent(clientId)}${tab ? `?tab=${tab}` : ''}`;

export const sitePath = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;
export const intakeBatchPath = (siteId: string, batchId: string) =>
  `/sites/${encodeURIComponent(siteId)}/intake/${encodeURIComponent(batchId)}`;

/** A project on the Project Dashboard, at its Money tab when asked. */
export const projectDashboardPath = (projectId: string, tab?: 'money') =>
  `/project-dashboard?id=${encodeURIComponent(projectId)}${tab ? `&tab=${tab}` : ''}`;

export const invoicePath = (id: string, edit?: 'edit') =>
  `/invoices/${encodeURIComponent(id)}${edit ? '/edit' : ''}`;

export const agreementPath = (id: string, edit?: 'edit') =>
  `/agreements/${encodeURIComponent(id)}${edit ? '/edit' : ''}`;

export const clientStatementPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}/statement`;

export const visitPath = (id: string) => `/visits/${encodeURIComponent(id)}`;

export const invitePath = (token: string) => `/invite/${encodeURIComponent(token)}`;

export const quoteApprovalPath = (token: string) => `/q/${encodeURIComponent(token)}`;

/** Quote History searching for one quote number. */
export const quoteHistoryPath = (quoteNumber: string) =>
  `/quoting?tab=history&q=${encodeURIComponent(quoteNumber)}`;

/** A BOQ quote opened in the Detailed BOQ tab (issue 17). */
export const boqQuotePath = (quoteId: string) => `/quoting?tab=boq&quote=${encodeURIComponent(quoteId)}`;

export type MenuEntry = { label: string; path: string; permission?: Permission };

export const MENU_ENTRIES: ReadonlyArray<MenuEntry> = [
  { label: 'Dashboard', path: PATHS.dashboard },
  { label: 'My day', path: PATHS.myDay, permission: 'my-day.read' },
  { label: 'Projects', path: PATHS.projects },
  { label: 'Project Dashboard', path: PATHS.projectDashboard },
  { label: 'Clients', path: PATHS.clients },
  { label: 'Resources', path: PATHS.resources },
  { label: 'Quoting', path: PATHS.quoting, permission: 'quotes.read' },
  { label: 'Invoices', path: PATHS.invoices, permission: 'invoices.read' },
  { label: 'Agreements', path: PATHS.agreements, permission: 'agreements.read' },
  { label: 'Visits', path: PATHS.visits },
  { label: 'Dispatch', path: PATHS.dispatch, permission: 'dispatch.read' },
  { label: 'Weekly Plan', path: PATHS.weeklyPlan },
  { label: 'Documents', path: PATHS.documents },
];

/** Below the main entries, for the roles that hold their permission (administrators). */
export const ADMIN_MENU_ENTRIES: ReadonlyArray<MenuEntry> = [
  { label: 'Users', path: PATHS.users, permission: 'users.manage' },
  { label: 'Audit', path: PATHS.audit, permission: 'audit.read' },
  { label: 'Outbox', path: PATHS.outbox, permission: 'outbox.read' },
];

/** §7: the in-app address of a document's preview page; with a page, a PDF opens at that page. */
export const previewPath = (id: string, page?: number | null) =>
  `/documents/preview/${encodeURIComponent(id)}${page ? `?page=${page}` : ''}`;

/** A standard's PDF opened at a page; a version other than the current one when given. */
export const standardPath = (id: string, page: number, version?: string | null) => {
  const query = new URLSearchParams({ page: String(page) });
  if (version) query.set('version', version);
  return `/documents/standards/${encodeURIComponent(id)}?${query}`;
};
