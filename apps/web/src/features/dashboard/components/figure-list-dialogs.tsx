/**
 * The lists behind four figures of the metrics panel, each in a dialog opened from its card (or, for
 * cash flow, from a month of the chart): the overdue tasks, the decisions behind the win rate, the
 * sites behind the compliance rate, and one month's payments and costs. The
 * server answers them from the same queries as the figures (docs/metrics.md), so they add up to the
 * card. Entries are a list, not a table: a phone never scrolls sideways; the dialog fills a phone.
 */
import {
  type CashFlowCost,
  type CashFlowPayment,
  COST_CATEGORY_LABELS,
  type ComplianceSite,
  clientStatementPath,
  formatShortDate,
  formatZarExact,
  LABELS,
  type OverdueTask,
  projectDashboardPath,
  sitePath,
  type WinRateDecision,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCashFlowMonth, useComplianceSites, useOverdueTasks, useWinRate } from '../api/get-figure-lists';
import { FIGURE_LIST_STRINGS as S } from '../strings';

const projectHref = (id: string, money = false) => projectDashboardPath(id, money ? 'money' : undefined);

const monthName = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'November 2026' for '2026-11'. */
export const longMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

function FigureDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Loading() {
  return (
    <Box role="status" aria-label={S.loading} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress size={28} />
    </Box>
  );
}

/** One entry: its heading (a link) and lines under it, with an amount or figure at the end. */
function Entry({ heading, lines, end }: { heading: ReactNode; lines: ReactNode[]; end?: ReactNode }) {
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{heading}</Typography>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one entry
          <Typography key={index} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
      {end ? <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', ml: 'auto' }}>{end}</Typography> : null}
    </ListItem>
  );
}

export function OverdueTasksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useOverdueTasks(open);
  const { data } = query;
  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError || !data) body = <Alert severity="error">{S.failed}</Alert>;
  else if (data.total === 0) body = <Typography>{S.overdueNone}</Typography>;
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {S.overdueIntro} {S.overdueShown(data.items.length, data.total)}
        </Typography>
        <List aria-label={S.overdueTasksList} disablePadding>
          {data.items.map((task: OverdueTask) => (
            <Entry
              key={task.id}
              heading={task.title}
              lines={[
                <Link key="project" component={RouterLink} to={projectHref(task.projectId)}>
                  {task.projectTitle}
                </Link>,
                `${LABELS.milestoneKind[task.kind]} · ${LABELS.status[task.projectStatus]} · ${S.due(formatShortDate(task.dueDate))}`,
              ]}
              end={
                <Box component="span" sx={{ color: 'error.light' }}>
                  {S.daysOverdue(task.daysOverdue)}
                </Box>
              }
            />
          ))}
        </List>
      </>
    );
  return (
    <FigureDialog open={open} onClose={onClose} title={S.overdueTitle}>
      {body}
    </FigureDialog>
  );
}

const COMPLIANCE_COLOURS: Record<ComplianceSite['status'], string> = {
  NON_COMPLIANT: 'error.light',
  PENDING: 'text.secondary',
  COMPLIANT: 'success.light',
};

/** Why a site stands where it does, one fact per line. */
function complianceLines(site: ComplianceSite): string[] {
  const lines: string[] = [];
  if (site.overdueVisits > 0 && site.oldestOverdue)
    lines.push(S.overdueVisits(site.overdueVisits, formatShortDate(site.oldestOverdue)));
  if (site.lastCompleted)
    lines.push(
      site.lastFailed
        ? S.lastFailed(formatShortDate(site.lastCompleted))
        : S.lastPassed(formatShortDate(site.lastCompleted)),
    );
  else lines.push(S.noVisitYet);
  if (site.openDefects > 0) lines.push(S.openDefects(site.openDefects));
  return lines;
}

const decisionHref = (decision: WinRateDecision) =>
  decision.kind === 'tender'
    ? projectHref(decision.id)
    : `/quoting?tab=history&q=${encodeURIComponent(decision.number ?? '')}`;

/** Every decision the Win Rate counts, newest first, with the formula and its counts (the card's figure). */
export function WinRateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useWinRate(open);
  const { data } = query;
  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError || !data) body = <Alert severity="error">{S.failed}</Alert>;
  else if (data.decided === 0) body = <Typography>{S.winRateNone}</Typography>;
  else
    body = (
      <>
        <Typography sx={{ fontWeight: 600 }} data-testid="win-rate-formula">
          {S.winRateFormula(data.won, data.decided, `${data.winRate}%`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {S.winRateCounts(data.tenders.won, data.tenders.lost, data.quotes.won, data.quotes.lost)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {S.winRateIntro}
        </Typography>
        <List aria-label={S.winRateList} disablePadding>
          {data.decisions.map((decision) => (
            <Entry
              key={`${decision.kind}-${decision.id}`}
              heading={
                <Link component={RouterLink} to={decisionHref(decision)}>
                  {decision.number ? `${decision.number}: ${decision.title}` : decision.title}
                </Link>
              }
              lines={[
                `${S.winRateKind[decision.kind]} · ${decision.clientName || '—'}`,
                S.winRateChanged(formatShortDate(decision.date)),
              ]}
              end={
                <Box
                  component="span"
                  sx={{ color: decision.outcome === 'WON' ? 'success.light' : 'error.light' }}
                >
                  {S.winRateOutcome[decision.outcome]}
                </Box>
              }
            />
          ))}
        </List>
      </>
    );
  return (
    <FigureDialog open={open} onClose={onClose} title={S.winRateTitle}>
      {body}
    </FigureDialog>
  );
}

export function ComplianceSitesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useComplianceSites(open);
  const { data } = query;
  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError || !data) body = <Alert severity="error">{S.failed}</Alert>;
  else if (data.length === 0) body = <Typography>{S.complianceNone}</Typography>;
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {S.complianceIntro}{' '}
          {S.complianceCounts(data.filter((site) => site.status === 'COMPLIANT').length, data.length)}
        </Typography>
        <List aria-label={S.complianceList} disablePadding>
          {data.map((site) => (
            <Entry
              key={site.siteId}
              heading={
                <Link component={RouterLink} to={sitePath(site.siteId)}>
                  {site.siteName}
                </Link>
              }
              lines={[site.clientName, ...complianceLines(site)]}
              end={
                <Box component="span" sx={{ color: COMPLIANCE_COLOURS[site.status] }}>
                  {S.complianceStatus[site.status]}
                </Box>
              }
            />
          ))}
        </List>
      </>
    );
  return (
    <FigureDialog open={open} onClose={onClose} title={S.complianceTitle}>
      {body}
    </FigureDialog>
  );
}

function Section<T>({
  title,
  count,
  total,
  rows,
  empty,
  render,
}: {
  title: string;
  count: number;
  total: number;
  rows: T[];
  empty: string;
  render: (row: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {title} {S.count(count)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{S.total(formatZarExact(total))}</Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          {rows.length < count ? (
            <Typography variant="body2" color="text.secondary">
              {S.entriesShown(rows.length, count)}
            </Typography>
          ) : null}
          <List aria-labelledby={headingId} disablePadding>
            {rows.map(render)}
          </List>
        </>
      )}
    </Box>
  );
}

const moneyLink = (projectId: string, projectTitle: string) => (
  <Link component={RouterLink} to={projectHref(projectId, true)} aria-label={S.openMoney(projectTitle)}>
    {projectTitle}
  </Link>
);

export function CashFlowMonthDialog({ month, onClose }: { month: string | null; onClose: () => void }) {
  // The month last opened stays shown while the dialog fades out.
  const [shown, setShown] = useState(month);
  if (month !== null && month !== shown) setShown(month);
  const query = useCashFlowMonth(shown);
  const { data } = query;
  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError || !data) body = <Alert severity="error">{S.failed}</Alert>;
  else
    body = (
      <>
        <Typography sx={{ fontWeight: 600 }}>
          {S.cashSums(formatZarExact(data.received), formatZarExact(data.spent), formatZarExact(data.net))}
        </Typography>
        <Section
          title={S.payments}
          count={data.paymentCount}
          total={data.received}
          rows={data.payments}
          empty={S.noPayments}
          render={(payment: CashFlowPayment) => (
            <Entry
              key={payment.id}
              heading={
                payment.projectId && payment.projectTitle ? (
                  moneyLink(payment.projectId, payment.projectTitle)
                ) : (
                  // Recorded in the payments register: the client's statement shows it.
                  <Link
                    component={RouterLink}
                    to={clientStatementPath(payment.clientId)}
                    aria-label={S.openStatement(payment.clientName)}
                  >
                    {payment.clientName}
                  </Link>
                )
              }
              lines={[`${payment.claimNumber ?? S.noClaim} · ${formatShortDate(payment.date)}`]}
              end={formatZarExact(payment.amount)}
            />
          )}
        />
        <Section
          title={S.costs}
          count={data.costCount}
          total={data.spent}
          rows={data.costs}
          empty={S.noCosts}
          render={(cost: CashFlowCost) => (
            <Entry
              key={cost.id}
              heading={moneyLink(cost.projectId, cost.projectTitle)}
              lines={[
                `${cost.category ? COST_CATEGORY_LABELS[cost.category] : S.spendChange} · ${formatShortDate(cost.date)}`,
                ...(cost.description ? [cost.description] : []),
              ]}
              end={formatZarExact(cost.amount)}
            />
          )}
        />
      </>
    );
  return (
    <FigureDialog open={month !== null} onClose={onClose} title={S.cashTitle(shown ? longMonth(shown) : '')}>
      {body}
    </FigureDialog>
  );
}
