/**
 * The demo seeders, in order. Each area (projects, clients, resources, quotes, documents) appends
 * its own; a seeder's name must never change once released.
 */
import type { Seeder } from './seed';
import { demoAgreementsSeeder } from './seeders/demo-agreements';
import { demoCallOutsSeeder } from './seeders/demo-call-outs';
import { demoClientsSeeder } from './seeders/demo-clients';
import { demoDispatchSeeder } from './seeders/demo-dispatch';
import { demoDocumentsSeeder } from './seeders/demo-documents';
import { demoInvoicesSeeder } from './seeders/demo-invoices';
import { demoPortalSeeder } from './seeders/demo-portal';
import { demoPriceListSeeder } from './seeders/demo-price-list';
import { demoProjectsSeeder } from './seeders/demo-projects';
import { demoQuotesSeeder } from './seeders/demo-quotes';
import { demoRegistrationsSeeder } from './seeders/demo-registrations';
import { demoResourcesSeeder } from './seeders/demo-resources';
import { demoSitesSeeder } from './seeders/demo-sites';
import { demoStaffSeeder } from './seeders/demo-staff';
import { demoVisitWorkSeeder } from './seeders/demo-visit-work';
import { demoVisitsSeeder } from './seeders/demo-visits';

export const demoSeeders: Seeder[] = [
  demoStaffSeeder,
  // Clients before projects: each project links to its client by id (migration 0018).
  demoClientsSeeder,
  demoProjectsSeeder,
  demoQuotesSeeder,
  demoResourcesSeeder,
  demoDocumentsSeeder,
  demoSitesSeeder,
  // Registrations of the named technicians (one with gas, others without, one lapsing), the sites'
  // areas, places and access hours, and leave (issue 30, decision 0091).
  demoRegistrationsSeeder,
  // Registrations for everyone else on Personnel, so the visits below can be booked (issue 30 §3).
  demoDispatchSeeder,
  // After the sites (their registers) and resources (people, vehicles): decision 0065.
  demoVisitsSeeder,
  // The completed visits' results, defects and signatures (decision 0066).
  demoVisitWorkSeeder,
  // The suppliers, price list and Detailed BOQ quotes (issue 17), numbered after the Quick Quotes.
  demoPriceListSeeder,
  // The money register (issue 29): after the clients, their sites' completed visits and the claims.
  demoInvoicesSeeder,
  // Maintenance agreements and six months of their billing runs, issued (decision 0087).
  demoAgreementsSeeder,
  // A completed call-out with parts and travel, not yet invoiced (decision 0088).
  demoCallOutsSeeder,
  // A managing agent's contact invited to two clients' portals (issue 31, decision 0092).
  demoPortalSeeder,
];
