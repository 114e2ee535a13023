import type { AppMetaTable, SeedRunsTable } from './meta';
import type {
  AlertsTable,
  MilestonesTable,
  ProjectLedgerTable,
  ProjectsTable,
  ProjectTeamTable,
  ServerRunsTable,
  UsageEventsTable,
  WeatherAlertsTable,
} from './projects';
import type { QuoteCountersTable, QuotesTable, QuoteTemplatesTable } from './quotes';
import type { LoginAttemptsTable, OidcStatesTable, SessionsTable } from './sessions';
import type { UsersTable } from './users';

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  oidc_states: OidcStatesTable;
  app_meta: AppMetaTable;
  seed_runs: SeedRunsTable;
  projects: ProjectsTable;
  milestones: MilestonesTable;
  project_team: ProjectTeamTable;
  project_ledger: ProjectLedgerTable;
  alerts: AlertsTable;
  weather_alerts: WeatherAlertsTable;
  server_runs: ServerRunsTable;
  usage_events: UsageEventsTable;
  quote_templates: QuoteTemplatesTable;
  quote_counters: QuoteCountersTable;
  quotes: QuotesTable;
};
