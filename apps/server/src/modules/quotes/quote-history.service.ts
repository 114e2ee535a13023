/** The quote history: search, filters, sorting and paging (GET /api/quotes). */
import {
  addDays,
  type QuoteListQuery,
  type QuoteListResponse,
  randToCents,
  zonedInstant,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { containsText } from '../../lib/sql';
import { SUMMARY_COLUMNS, toQuoteSummary } from './quotes.mapper';

/** The first instant of a Johannesburg calendar day (UTC+2 all year: South Africa has no DST). */
const dayStart = (date: string) => zonedInstant(date);

export async function listQuotes(
  { db }: ServiceDeps<'db'>,
  query: Required<Pick<QuoteListQuery, 'page' | 'pageSize' | 'sort'>> & QuoteListQuery,
): Promise<QuoteListResponse> {
  let filtered = db.selectFrom('quotes');
  if (query.search) {
    const search = query.search;
    filtered = filtered.where((eb) =>
      eb.or([
        containsText('project_title', search),
        containsText('client_name', search),
        containsText('quote_number', search),
      ]),
    );
  }
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.projectType) filtered = filtered.where('project_type', '=', query.projectType);
  if (query.clientType) filtered = filtered.where('client_type', '=', query.clientType);
  if (query.from) filtered = filtered.where('created_at', '>=', dayStart(query.from).toISOString());
  if (query.to) {
    const end = dayStart(addDays(query.to, 1));
    filtered = filtered.where('created_at', '<', end.toISOString());
  }
  if (query.minTotal !== undefined)
    filtered = filtered.where('total_cents', '>=', randToCents(query.minTotal));
  if (query.maxTotal !== undefined)
    filtered = filtered.where('total_cents', '<=', randToCents(query.maxTotal));

  const counted = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let listed = filtered.select(SUMMARY_COLUMNS);
  switch (query.sort) {
    case 'oldest':
      listed = listed.orderBy('created_at', 'asc').orderBy('quote_number', 'asc');
      break;
    case 'total_desc':
      listed = listed.orderBy('total_cents', 'desc').orderBy('created_at', 'desc');
      break;
    case 'total_asc':
      listed = listed.orderBy('total_cents', 'asc').orderBy('created_at', 'desc');
      break;
    default:
      listed = listed.orderBy('created_at', 'desc').orderBy('quote_number', 'desc');
  }
  const rows = await listed
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const projectIds = [...new Set(rows.flatMap((row) => (row.project_id ? [row.project_id] : [])))];
  const projects = projectIds.length
    ? await db.selectFrom('projects').select(['id', 'title']).where('id', 'in', projectIds).execute()
    : [];
  const projectOf = new Map(projects.map((project) => [project.id, project]));
  return {
    items: rows.map((row) => ({
      ...toQuoteSummary(row),
      linkedProject: (row.project_id && projectOf.get(row.project_id)) || null,
    })),
    total: Number(counted.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}
