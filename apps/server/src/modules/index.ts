/**
 * Every module's routes, in the order app.ts registers them, each with its URL prefix. A route plugin
 * takes one option, the app's context (lib/context.ts); whatever it needs is built before it and put
 * there by app.ts. The order is the order of registration, which is also the order of the paths in the
 * OpenAPI document and of the modules' own hooks.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../lib/context';
import { agreementsRoutes } from './agreements/agreements.routes';
import { appConfigRoutes } from './app-config/app-config.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { clientsRoutes } from './clients/clients.routes';
import { dispatchRoutes } from './dispatch/dispatch.routes';
import { processingRoutes } from './document-processing/processing.routes';
import { documentsRoutes } from './documents/documents.routes';
import { exportsRoutes } from './exports/exports.routes';
import { handbookRoutes } from './handbook/handbook.routes';
import { healthRoutes } from './health/health.routes';
import { intakeRoutes } from './intake/intake.routes';
import { invoiceMailRoutes } from './invoice-mail/invoice-mail.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { myDayRoutes } from './my-day/my-day.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { portalRoutes } from './portal/portal.routes';
import { portalContactsRoutes } from './portal/portal-contacts.routes';
import { portalLogbookRoutes } from './portal/portal-logbook.routes';
import { portalReadRoutes } from './portal/portal-read.routes';
import { portalRequestsRoutes } from './portal/portal-requests.routes';
import { projectMoneyRoutes } from './project-money/money.routes';
import { projectsRoutes } from './projects/projects.routes';
import { quoteApprovalRoutes } from './quotes/approval/quote-approval.routes';
import { quoteApprovalEmailRoutes } from './quotes/approval/quote-approval-email.routes';
import { priceListRoutes } from './quotes/price-list/price-list.routes';
import { quotesRoutes } from './quotes/quotes.routes';
import { quoteTemplateRoutes } from './quotes/templates/quote-templates.routes';
import { registrationsRoutes } from './registrations/registrations.routes';
import { reportsRoutes } from './reports/reports.routes';
import { resourcesRoutes } from './resources/resources.routes';
import { searchRoutes } from './search/search.routes';
import { sitesRoutes } from './sites/sites.routes';
import { standardsRoutes } from './standards/standards.routes';
import { systemRoutes } from './system/system.routes';
import { adminUsersRoutes } from './users/admin-users.routes';
import { usersRoutes } from './users/users.routes';
import { visitsRoutes } from './visits/visits.routes';
import { weatherRoutes } from './weather/weather.routes';
import { crewTemplateRoutes } from './weekly-plan/crew-templates.routes';
import { weeklyPlanRoutes } from './weekly-plan/weekly-plan.routes';

export type ModuleRoutes = FastifyPluginAsyncZod<{ context: AppContext }>;

export type AppModule = {
  routes: ModuleRoutes;
  /** Put before every path of the module; '' for one that serves paths outside /api too. */
  prefix: string;
};

export const modules: AppModule[] = [
  { routes: healthRoutes, prefix: '/api' },
  { routes: appConfigRoutes, prefix: '/api' },
  { routes: authRoutes, prefix: '/api/auth' },
  { routes: documentsRoutes, prefix: '/api' },
  { routes: searchRoutes, prefix: '/api' },
  { routes: processingRoutes, prefix: '/api' },
  { routes: clientsRoutes, prefix: '/api' },
  { routes: portalContactsRoutes, prefix: '/api' },
  { routes: portalRoutes, prefix: '/api' },
  { routes: portalReadRoutes, prefix: '/api' },
  { routes: portalRequestsRoutes, prefix: '/api' },
  { routes: portalLogbookRoutes, prefix: '/api' },
  { routes: sitesRoutes, prefix: '/api' },
  { routes: intakeRoutes, prefix: '/api' },
  { routes: visitsRoutes, prefix: '/api' },
  { routes: dispatchRoutes, prefix: '/api' },
  { routes: myDayRoutes, prefix: '/api' },
  { routes: resourcesRoutes, prefix: '/api/resources' },
  { routes: registrationsRoutes, prefix: '/api' },
  { routes: quotesRoutes, prefix: '/api' },
  { routes: quoteApprovalRoutes, prefix: '/api' },
  { routes: quoteApprovalEmailRoutes, prefix: '/api' },
  { routes: quoteTemplateRoutes, prefix: '/api' },
  { routes: priceListRoutes, prefix: '/api' },
  { routes: projectsRoutes, prefix: '/api/projects' },
  { routes: projectMoneyRoutes, prefix: '/api/projects' },
  { routes: invoicesRoutes, prefix: '/api' },
  { routes: weatherRoutes, prefix: '/api' },
  { routes: usersRoutes, prefix: '/api' },
  { routes: adminUsersRoutes, prefix: '/api' },
  { routes: reportsRoutes, prefix: '/api' },
  { routes: exportsRoutes, prefix: '/api' },
  { routes: systemRoutes, prefix: '/api' },
  { routes: weeklyPlanRoutes, prefix: '/api' },
  { routes: crewTemplateRoutes, prefix: '/api' },
  // The handbook's data file is /searchable_content.json, outside /api: its paths are written in full.
  { routes: handbookRoutes, prefix: '' },
  { routes: standardsRoutes, prefix: '/api' },
  { routes: auditRoutes, prefix: '/api' },
  { routes: outboxRoutes, prefix: '/api' },
  { routes: paymentsRoutes, prefix: '/api' },
  { routes: agreementsRoutes, prefix: '/api' },
  { routes: invoiceMailRoutes, prefix: '/api' },
];
