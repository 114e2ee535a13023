/** The route table of spec §2. Every screen, and the shell itself, loads lazily. */
import { PATHS } from '@firebreak/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { SectionSpinner } from '@/components/section-spinner';
import { HomePage } from './home-page';
import { RequireAuth } from './require-auth';
import { RequirePermission, RequirePortal } from './require-permission';
import { RouteError } from './route-error';

const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/components/register-page'));
const AuthCallbackPage = lazy(() => import('@/features/auth/components/auth-callback-page'));
const AcceptInvitePage = lazy(() => import('@/features/auth/components/accept-invite-page'));
const QuoteApprovalPage = lazy(() => import('@/features/quoting/approval/components/quote-approval-page'));
const AppShell = lazy(() => import('./shell/app-shell'));
const DashboardPage = lazy(() => import('@/features/dashboard/components/dashboard-page'));
const ProjectsPage = lazy(() => import('@/features/projects/components/projects-page'));
const ProjectDashboardPage = lazy(
  () => import('@/features/project-dashboard/components/project-dashboard-page'),
);
const ClientsPage = lazy(() => import('@/features/clients/components/clients-page'));
const ClientPage = lazy(() => import('@/features/clients/components/client-page'));
const ClientSitesTab = lazy(() => import('@/features/sites/components/client-sites-tab'));
const SitePage = lazy(() => import('@/features/sites/components/site-page'));
const IntakeBatchPage = lazy(() => import('@/features/sites/intake/components/intake-batch-page'));
const VisitsPage = lazy(() => import('@/features/visits/components/visits-page'));
const VisitWorkPage = lazy(() => import('@/features/visits/components/visit-work-page'));
const MyDayPage = lazy(() => import('@/features/visits/components/my-day-page'));
const DispatchPage = lazy(() => import('@/features/dispatch/components/dispatch-page'));
const ResourcesPage = lazy(() => import('@/features/resources/components/resources-page'));
const QuotingPage = lazy(() => import('@/features/quoting/components/quoting-page'));
const WeeklyPlanPage = lazy(() => import('@/features/weekly-plan/components/weekly-plan-page'));
const OutboxPage = lazy(() => import('@/features/outbox/components/outbox-page'));
const DocumentsPage = lazy(() => import('@/features/documents/components/documents-page'));
const DocumentPreviewPage = lazy(
  () => import('@/features/documents/preview/components/document-preview-page'),
);
const StandardViewerPage = lazy(
  () => import('@/features/documents/regulations/components/standards/standard-viewer-page'),
);
const UsersPage = lazy(() => import('@/features/users/components/users-page'));
const AccountPage = lazy(() => import('@/features/auth/components/account-page'));
const InvoicesPage = lazy(() => import('@/features/invoices/components/invoices-page'));
const InvoicePage = lazy(() => import('@/features/invoices/components/invoice-page'));
const InvoiceEditorPage = lazy(() => import('@/features/invoices/components/invoice-editor-page'));
const StatementPage = lazy(() => import('@/features/invoices/components/statement-page'));
const DebtorsPage = lazy(() => import('@/features/invoices/components/debtors-page'));
const AgreementsPage = lazy(() => import('@/features/agreements/components/agreements-page'));
const AgreementPage = lazy(() => import('@/features/agreements/components/agreement-page'));
const AgreementEditorPage = lazy(() => import('@/features/agreements/components/agreement-editor-page'));
const AgreementAcceptancePage = lazy(
  () => import('@/features/agreements/components/agreement-acceptance-page'),
);
const AccountingExportPage = lazy(
  () => import('@/features/accounting-export/components/accounting-export-page'),
);
const AuditPage = lazy(() => import('@/features/audit/components/audit-page'));
const PortalShell = lazy(() => import('./shell/portal-shell'));
const PortalSitesPage = lazy(() => import('@/features/portal/components/sites-page'));
const PortalSitePage = lazy(() => import('@/features/portal/components/site-page'));
const PortalQuotesPage = lazy(() => import('@/features/portal/components/quotes-page'));
const PortalInvoicesPage = lazy(() => import('@/features/portal/components/invoices-page'));
const PortalRequestsPage = lazy(() => import('@/features/portal/components/requests-page'));
const PortalLogbookPage = lazy(() => import('@/features/portal/components/logbook-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** An office-only screen of the money register (issue 29): other roles get the Forbidden page. */
const money = (screen: ReactNode, permission: 'invoices.read' | 'invoices.manage' = 'invoices.read') => (
  <RequirePermission permission={permission}>{screen}</RequirePermission>
);

/** Maintenance agreements (decision 0087): technicians get the Forbidden page. */
const agreements = (
  screen: ReactNode,
  permission: 'agreements.read' | 'agreements.manage' = 'agreements.read',
) => <RequirePermission permission={permission}>{screen}</RequirePermission>;

const fullPage = (screen: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{screen}</Suspense>;

/** The client page's Sites tab comes from the sites feature: composed here, so neither feature imports the other. */
const sitesTab = (clientId: string) => (
  <Suspense fallback={<SectionSpinner />}>
    <ClientSitesTab clientId={clientId} />
  </Suspense>
);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: PATHS.login, element: fullPage(<LoginPage />) },
      { path: PATHS.register, element: fullPage(<RegisterPage />) },
      { path: PATHS.authCallback, element: fullPage(<AuthCallbackPage />) },
      { path: PATHS.invite, element: fullPage(<AcceptInvitePage />) },
      { path: PATHS.quoteApproval, element: fullPage(<QuoteApprovalPage />) },
      { path: PATHS.agreementAcceptance, element: fullPage(<AgreementAcceptancePage />) },
      {
        element: <RequireAuth />,
        children: [
          {
            // The client portal (decision 0092): its own frame, for a client's contact only.
            path: PATHS.portal,
            element: <RequirePortal>{fullPage(<PortalShell />)}</RequirePortal>,
            children: [
              { index: true, element: <PortalSitesPage /> },
              { path: PATHS.portalSite, element: <PortalSitePage /> },
              { path: PATHS.portalQuotes, element: <PortalQuotesPage /> },
              { path: PATHS.portalInvoices, element: <PortalInvoicesPage /> },
              { path: PATHS.portalRequests, element: <PortalRequestsPage /> },
              { path: PATHS.portalLogbook, element: <PortalLogbookPage /> },
              { path: PATHS.portalAccount, element: <AccountPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: fullPage(<AppShell />),
            children: [
              { index: true, element: <HomePage dashboard={<DashboardPage />} /> },
              { path: PATHS.myDay, element: <MyDayPage /> },
              { path: PATHS.projects, element: <ProjectsPage /> },
              { path: PATHS.projectDashboard, element: <ProjectDashboardPage /> },
              { path: PATHS.clients, element: <ClientsPage /> },
              { path: PATHS.client, element: <ClientPage sitesTab={sitesTab} /> },
              { path: PATHS.site, element: <SitePage /> },
              {
                path: PATHS.intakeBatch,
                element: (
                  <RequirePermission permission="intake.upload">
                    <IntakeBatchPage />
                  </RequirePermission>
                ),
              },
              { path: PATHS.visits, element: <VisitsPage /> },
              { path: PATHS.visit, element: <VisitWorkPage /> },
              {
                path: PATHS.dispatch,
                element: (
                  <RequirePermission permission="dispatch.read">
                    <DispatchPage />
                  </RequirePermission>
                ),
              },
              { path: PATHS.resources, element: <ResourcesPage /> },
              {
                path: PATHS.quoting,
                element: (
                  <RequirePermission permission="quotes.read">
                    <QuotingPage />
                  </RequirePermission>
                ),
              },
              { path: PATHS.invoices, element: money(<InvoicesPage />) },
              { path: PATHS.invoiceNew, element: money(<InvoiceEditorPage />, 'invoices.manage') },
              { path: PATHS.invoice, element: money(<InvoicePage />) },
              { path: PATHS.invoiceEdit, element: money(<InvoiceEditorPage />, 'invoices.manage') },
              { path: PATHS.clientStatement, element: money(<StatementPage />) },
              { path: PATHS.debtors, element: money(<DebtorsPage />) },
              { path: PATHS.agreements, element: agreements(<AgreementsPage />) },
              { path: PATHS.agreementNew, element: agreements(<AgreementEditorPage />, 'agreements.manage') },
              { path: PATHS.agreement, element: agreements(<AgreementPage />) },
              {
                path: PATHS.agreementEdit,
                element: agreements(<AgreementEditorPage />, 'agreements.manage'),
              },
              { path: PATHS.accountingExport, element: money(<AccountingExportPage />, 'invoices.manage') },
              { path: PATHS.weeklyPlan, element: <WeeklyPlanPage /> },
              { path: PATHS.documents, element: <DocumentsPage /> },
              { path: PATHS.documentPreview, element: <DocumentPreviewPage /> },
              { path: PATHS.standardViewer, element: <StandardViewerPage /> },
              {
                path: PATHS.users,
                element: (
                  <RequirePermission permission="users.manage">
                    <UsersPage />
                  </RequirePermission>
                ),
              },
              { path: PATHS.account, element: <AccountPage /> },
              {
                path: PATHS.audit,
                element: (
                  <RequirePermission permission="audit.read">
                    <AuditPage />
                  </RequirePermission>
                ),
              },
              {
                path: PATHS.outbox,
                element: (
                  <RequirePermission permission="outbox.read">
                    <OutboxPage />
                  </RequirePermission>
                ),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
