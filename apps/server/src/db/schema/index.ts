import type {
  AgreementCountersTable,
  AgreementEscalationsTable,
  AgreementItemsTable,
  AgreementLinksTable,
  AgreementSitesTable,
  AgreementsTable,
} from './agreements';
import type { AuditLogTable } from './audit';
import type { ClientMeetingsTable, ClientsTable, ClientUserAccessTable } from './clients';
import type { DocumentPassagesTable, DocumentsTable } from './documents';
import type { AccountingExportDocumentsTable, AccountingExportsTable } from './exports';
import type { AssetRecordsTable, IntakeBatchesTable, IntakeFilesTable } from './intake';
import type {
  ClientBillingTable,
  ClientPaymentsTable,
  CreditNoteCountersTable,
  InvoiceLinesTable,
  InvoicesTable,
  PaymentAllocationsTable,
} from './invoices';
import type { AppMetaTable, SeedRunsTable } from './meta';
import type { OutboxMessagesTable } from './outbox';
import type {
  LogbookEntriesTable,
  ServiceRequestCountersTable,
  ServiceRequestPhotosTable,
  ServiceRequestsTable,
} from './portal';
import type { ProcessingJobsTable } from './processing';
import type {
  AlertsTable,
  InvoiceCountersTable,
  MilestonesTable,
  ProjectClaimsTable,
  ProjectLedgerTable,
  ProjectPeopleTable,
  ProjectsTable,
  ServerRunsTable,
  UsageCountsTable,
  WeatherAlertsTable,
} from './projects';
import type {
  PriceItemsTable,
  QuoteApprovalLinksTable,
  QuoteCountersTable,
  QuoteLinesTable,
  QuotesTable,
  QuoteTemplatesTable,
  SuppliersTable,
} from './quotes';
import type { InvoiceRemindersTable, ReminderScheduleTable } from './reminders';
import type {
  EquipmentMaintenanceTable,
  EquipmentTable,
  InventoryItemsTable,
  InventoryReordersTable,
  PersonnelLeaveTable,
  PersonnelRegistrationsTable,
  PersonnelSchedulesTable,
  PersonnelTable,
  VehicleServicesTable,
  VehiclesTable,
} from './resources';
import type {
  LoginAttemptsTable,
  LoginCodesTable,
  LoginThrottlesTable,
  OidcStatesTable,
  SessionsTable,
} from './sessions';
import type {
  AssetsTable,
  InspectionVisitsTable,
  ServiceReportCountersTable,
  SitesTable,
  VisitDefectsTable,
  VisitPartsTable,
  VisitPhotosTable,
  VisitResultsTable,
  VisitTimeEntriesTable,
} from './sites';
import type { StandardPagesTable, StandardsTable, StandardVersionsTable } from './standards';
import type { UserInvitesTable, UsersTable } from './users';
import type {
  CalendarSubscriptionsTable,
  CrewTemplatesTable,
  WeeklyPlanBlocksTable,
  WeeklyPlansTable,
} from './weekly-plans';

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_throttles: LoginThrottlesTable;
  user_invites: UserInvitesTable;
  oidc_states: OidcStatesTable;
  login_codes: LoginCodesTable;
  app_meta: AppMetaTable;
  seed_runs: SeedRunsTable;
  projects: ProjectsTable;
  milestones: MilestonesTable;
  project_people: ProjectPeopleTable;
  project_ledger: ProjectLedgerTable;
  project_claims: ProjectClaimsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  client_billing: ClientBillingTable;
  invoice_lines: InvoiceLinesTable;
  credit_note_counters: CreditNoteCountersTable;
  client_payments: ClientPaymentsTable;
  payment_allocations: PaymentAllocationsTable;
  accounting_exports: AccountingExportsTable;
  accounting_export_documents: AccountingExportDocumentsTable;
  alerts: AlertsTable;
  weather_alerts: WeatherAlertsTable;
  server_runs: ServerRunsTable;
  usage_counts: UsageCountsTable;
  weekly_plans: WeeklyPlansTable;
  weekly_plan_blocks: WeeklyPlanBlocksTable;
  calendar_subscriptions: CalendarSubscriptionsTable;
  crew_templates: CrewTemplatesTable;
  quote_templates: QuoteTemplatesTable;
  quote_counters: QuoteCountersTable;
  quotes: QuotesTable;
  quote_approval_links: QuoteApprovalLinksTable;
  suppliers: SuppliersTable;
  price_items: PriceItemsTable;
  quote_lines: QuoteLinesTable;
  documents: DocumentsTable;
  document_passages: DocumentPassagesTable;
  clients: ClientsTable;
  client_meetings: ClientMeetingsTable;
  client_user_access: ClientUserAccessTable;
  service_requests: ServiceRequestsTable;
  service_request_photos: ServiceRequestPhotosTable;
  service_request_counters: ServiceRequestCountersTable;
  logbook_entries: LogbookEntriesTable;
  intake_batches: IntakeBatchesTable;
  intake_files: IntakeFilesTable;
  asset_records: AssetRecordsTable;
  sites: SitesTable;
  assets: AssetsTable;
  inspection_visits: InspectionVisitsTable;
  service_report_counters: ServiceReportCountersTable;
  visit_results: VisitResultsTable;
  visit_defects: VisitDefectsTable;
  visit_photos: VisitPhotosTable;
  visit_parts: VisitPartsTable;
  visit_time_entries: VisitTimeEntriesTable;
  personnel: PersonnelTable;
  personnel_schedules: PersonnelSchedulesTable;
  personnel_registrations: PersonnelRegistrationsTable;
  personnel_leave: PersonnelLeaveTable;
  equipment: EquipmentTable;
  equipment_maintenance: EquipmentMaintenanceTable;
  vehicles: VehiclesTable;
  vehicle_services: VehicleServicesTable;
  inventory_items: InventoryItemsTable;
  inventory_reorders: InventoryReordersTable;
  audit_log: AuditLogTable;
  processing_jobs: ProcessingJobsTable;
  outbox_messages: OutboxMessagesTable;
  reminder_schedule: ReminderScheduleTable;
  invoice_reminders: InvoiceRemindersTable;
  standards: StandardsTable;
  standard_versions: StandardVersionsTable;
  standard_pages: StandardPagesTable;
  agreements: AgreementsTable;
  agreement_sites: AgreementSitesTable;
  agreement_items: AgreementItemsTable;
  agreement_links: AgreementLinksTable;
  agreement_escalations: AgreementEscalationsTable;
  agreement_counters: AgreementCountersTable;
};
