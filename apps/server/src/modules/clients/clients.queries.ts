/**
 * Client figures computed from other areas (docs/decisions/0040, 0062): projects link to their
 * client by projects.client_id.
 * - totalProjects: every project of the client (archived too); activeProjects: those with status ACTIVE.
 * - totalRevenue: payments received on the client's projects (each against a claim on the project's
 *   Money tab). A won quote is not revenue until it is a project that is paid (issue 15).
 */
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Eb = ExpressionBuilder<Database, 'clients'>;

export const clientFigures = (eb: Eb) => [
  eb
    .selectFrom('projects')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('projects.client_id', '=', 'clients.id')
    .as('total_projects'),
  eb
    .selectFrom('projects')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('projects.client_id', '=', 'clients.id')
    .where('projects.status', '=', 'ACTIVE')
    .as('active_projects'),
  eb
    .selectFrom('project_ledger')
    .innerJoin('projects', 'projects.id', 'project_ledger.project_id')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('project_ledger.amount_cents'), sql<number>`0`).as('n'))
    .whereRef('projects.client_id', '=', 'clients.id')
    .where('project_ledger.kind', '=', 'PAYMENT')
    .as('paid_cents'),
  eb
    .selectFrom('client_meetings')
    .select((e) => e.fn.max('client_meetings.starts_at').as('n'))
    .whereRef('client_meetings.client_id', '=', 'clients.id')
    .where('client_meetings.starts_at', '<=', new Date().toISOString())
    .as('last_meeting'),
];
