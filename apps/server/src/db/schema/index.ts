import type { AppMetaTable, SeedRunsTable } from './meta';
import type { LoginAttemptsTable, OidcStatesTable, SessionsTable } from './sessions';
import type { UsersTable } from './users';

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  oidc_states: OidcStatesTable;
  app_meta: AppMetaTable;
  seed_runs: SeedRunsTable;
};
