// The peer of bench/api-projects.mjs: a bare Fastify app serving the same SQL as the projects list
// (count, one page, the page's overdue milestones and open alerts) straight from better-sqlite3,
// with statements prepared once and rows sent through JSON.stringify, and a route answering a
// constant. No auth, no validation, no schemas: what the stack costs is the gap between the two.
// Run: node bench/peers/projects-sql.mjs <port> <sqlite file>
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const db = new Database(file, { readonly: true });
const SORTS = { dueDate: 'due_date', createdAt: 'created_at', title: 'title' };
const statements = new Map();
const prepare = (text) => {
  if (!statements.has(text)) statements.set(text, db.prepare(text));
  return statements.get(text);
};

const app = Fastify();
app.get('/bare', async () => ({ totalPortfolioValue: 1, activeProjects: 2, overdueTasks: 3 }));
app.get('/projects', async (request, reply) => {
  const pageSize = Math.min(100, Number(request.query.pageSize ?? 25));
  const page = Math.max(1, Number(request.query.page ?? 1));
  const column = SORTS[request.query.sort] ?? 'created_at';
  const order = request.query.order === 'asc' ? 'asc' : 'desc';
  const where = request.query.status ? 'where status = ?' : '';
  const args = request.query.status ? [request.query.status] : [];
  const { total } = prepare(`select count(*) as total from projects ${where}`).get(...args);
  const rows = prepare(
    `select * from projects ${where} order by ${column} ${order}, id ${order} limit ? offset ?`,
  ).all(...args, pageSize, (page - 1) * pageSize);
  const ids = rows.map((row) => row.id);
  const marks = ids.map(() => '?').join(',');
  const today = new Date().toISOString().slice(0, 10);
  const overdue = ids.length
    ? prepare(
        `select project_id, count(*) as n from milestones where project_id in (${marks}) and completed_at is null and due_date < ? group by project_id`,
      ).all(...ids, today)
    : [];
  const alerts = ids.length
    ? prepare(
        `select project_id, count(*) as n from alerts where project_id in (${marks}) and acknowledged = 0 and resolved_at is null group by project_id`,
      ).all(...ids)
    : [];
  const overdueBy = new Map(overdue.map((row) => [row.project_id, row.n]));
  const alertsBy = new Map(alerts.map((row) => [row.project_id, row.n]));
  const items = rows.map((row) => ({
    ...row,
    overdueMilestones: overdueBy.get(row.id) ?? 0,
    openAlerts: alertsBy.get(row.id) ?? 0,
  }));
  reply.type('application/json; charset=utf-8');
  return JSON.stringify({ items, total, page, pageSize });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
