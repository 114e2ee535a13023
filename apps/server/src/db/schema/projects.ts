import type { Generated } from 'kysely';

/** Projects and what hangs off them. Money in integer cents; dates YYYY-MM-DD; timestamps ISO UTC text. */
export type ProjectsTable = {
  id: string;
  title: string;
  client_name: string;
  /** The client in the Clients list (migration 0018); null once that client is deleted. */
  client_id: string | null;
  client_type: string;
  type: string;
  urgency: string;
  location: string;
  area: number;
  budget_cents: number;
  spent_cents: number;
  due_date: string | null;
  start_date: string | null;
  description: string;
  status: string;
  /** WON when a tender moved on to work, LOST when it was cancelled as a tender; null while undecided. */
  tender_outcome: string | null;
  progress: number;
  health: string;
  compliance_status: string;
  /** Set when the project is archived (completed or cancelled, out of the lists); null otherwise. */
  archived_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

export type MilestonesTable = {
  id: string;
  project_id: string;
  title: string;
  kind: string;
  due_date: string;
  completed_at: string | null;
  position: number;
  /** Who added it (null for milestones from before migration 0016 and ones set through a project update). */
  created_by: string | null;
  created_at: string;
};

/** A project's team: people from Resources → Personnel, with or without a sign-in (migration 0020). */
export type ProjectPeopleTable = {
  project_id: string;
  personnel_id: string;
};

/** Money moving on a project: PAYMENT (received) or EXPENSE (spent). Cash flow is read from here. */
export type ProjectLedgerTable = {
  id: string;
  project_id: string;
  kind: string;
  amount_cents: number;
  occurred_on: string;
  description: string;
  /** A payment's claim (issue 15); null for costs and for payments recorded before claims existed. */
  claim_id: string | null;
  /** A cost's category (COST_CATEGORIES); null for payments. */
  category: string | null;
  /** 1 when a payment was knowingly recorded above what its claim still owed. */
  overpayment: Generated<number>;
  created_by: string | null;
  created_at: string;
};

export type ProjectClaimsTable = {
  id: string;
  project_id: string;
  number: string;
  kind: string;
  claim_date: string;
  due_date: string;
  description: string;
  work_value_cents: number;
  retention_percent: number;
  retention_cents: number;
  vat_cents: number;
  total_cents: number;
  created_by: string | null;
  created_at: string;
};

export type InvoiceCountersTable = { year: number; last_number: number };

export type AlertsTable = {
  id: string;
  type: string;
  severity: string;
  title: string;
  message: string;
  project_id: string | null;
  /** What raised it, e.g. 'MILESTONE:<id>:OVERDUE'; one alert per cause. */
  cause_key: string;
  acknowledged: number;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  /** Set when the cause no longer holds; resolved alerts are not shown. */
  resolved_at: string | null;
  created_at: string;
  updated_at: string;
};

export type WeatherAlertsTable = {
  id: string;
  location: string;
  message: string;
  severity: string;
  starts_at: string;
  expires_at: string;
  created_at: string;
};

/** One row per server process: start and last heartbeat, for measured uptime. */
export type ServerRunsTable = {
  id: string;
  started_at: string;
  last_seen_at: string;
};

/** AI search and analysis calls counted per kind and hour, for the 'decisions per hour' figure. */
export type UsageCountsTable = {
  kind: string;
  /** ISO timestamp of the hour's start. */
  hour_start: string;
  count: number;
};
