/** Every scalar field of spec §3 Dashboard metrics as a card; money in ZAR without decimals. */
import {
  cashFlowChange,
  centsToRand,
  type DashboardMetrics,
  type DebtorsFigures,
  formatZar,
  formatZarExact,
  PATHS,
} from '@firebreak/shared';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { METRICS_STRINGS as S } from '../strings';
import { MetricCard } from './metric-card';

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;
const count = (value: number) => value.toLocaleString('en-ZA');

type Month = NonNullable<DashboardMetrics['cashFlowMonths']>[number];

function CashFlowNote({
  thisMonth,
  lastMonth,
  month,
}: {
  thisMonth: number;
  lastMonth: number;
  month?: Month;
}) {
  const change = cashFlowChange(thisMonth, lastMonth);
  const Icon = change < 0 ? TrendingDown : TrendingUp;
  return (
    <>
      {month ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {S.cashFlowMakeUp(formatZar(month.received), formatZar(month.spent))}
        </Box>
      ) : null}
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: change < 0 ? 'error.light' : 'success.light',
        }}
      >
        <Icon fontSize="inherit" aria-hidden />
        {S.cashFlowChange(`${change > 0 ? '+' : ''}${change}%`, formatZar(lastMonth))}
      </Box>
    </>
  );
}

type Card = { label: string; value: string; note?: ReactNode; to?: string; onOpen?: () => void };

/** The figures whose list opens in a dialog (figure-list-dialogs.tsx) rather than on another screen. */
export type FigureList =
  | { kind: 'overdue' }
  | { kind: 'win-rate' }
  | { kind: 'compliance' }
  | { kind: 'cash-flow'; month: string };

/** The projects list filtered to the statuses a figure counts (the list keeps filters in the address). */
const projectsWith = (...statuses: string[]) => `/projects?status=${statuses.join(',')}`;

/** The money figures are null for roles without 'reports.financial' (docs/permissions.md): no card. */
export function MetricCards({
  metrics,
  debtors,
  onOpenList,
}: {
  metrics: DashboardMetrics;
  /** The debtors' ageing totals, for roles with invoices.read; each card opens the list it totals. */
  debtors?: DebtorsFigures | undefined;
  onOpenList: (list: FigureList) => void;
}) {
  const { totalPortfolioValue, winRate, cashFlowThisMonth, cashFlowLastMonth } = metrics;
  const thisMonth = metrics.cashFlowMonths?.at(-1);
  const cards: (Card | null)[] = [
    totalPortfolioValue === null
      ? null
      : {
          label: S.totalPortfolioValue,
          value: formatZar(totalPortfolioValue),
          to: projectsWith('TENDER', 'ACTIVE', 'ON_HOLD'),
        },
    { label: S.activeProjects, value: count(metrics.activeProjects), to: projectsWith('ACTIVE') },
    {
      label: S.overdueTasks,
      value: count(metrics.overdueTasks),
      onOpen: () => onOpenList({ kind: 'overdue' }),
    },
    // The decisions it counts, tenders and quotes, with the formula (docs/metrics.md).
    winRate === null
      ? null
      : { label: S.winRate, value: percent(winRate), onOpen: () => onOpenList({ kind: 'win-rate' }) },
    {
      label: S.averageHealthScore,
      value: `${Math.round(metrics.averageHealthScore)} ${S.outOf100}`,
      to: projectsWith('ACTIVE', 'ON_HOLD'),
    },
    {
      label: S.complianceRate,
      value: percent(metrics.complianceRate),
      onOpen: () => onOpenList({ kind: 'compliance' }),
    },
    {
      label: S.averageDaysSinceSiteVisit,
      value: S.days(Math.round(metrics.averageDaysSinceSiteVisit)),
      to: projectsWith('ACTIVE'),
    },
    cashFlowThisMonth === null || cashFlowLastMonth === null
      ? null
      : {
          label: S.cashFlowThisMonth,
          value: formatZar(cashFlowThisMonth),
          note: (
            <CashFlowNote thisMonth={cashFlowThisMonth} lastMonth={cashFlowLastMonth} month={thisMonth} />
          ),
          ...(thisMonth ? { onOpen: () => onOpenList({ kind: 'cash-flow', month: thisMonth.month }) } : {}),
        },
    debtors
      ? {
          label: S.debtors,
          value: formatZarExact(centsToRand(debtors.debtorsCents)),
          note: S.debtorClients(debtors.clients),
          to: PATHS.debtors,
        }
      : null,
    debtors
      ? {
          label: S.overdueDebtors,
          value: formatZarExact(centsToRand(debtors.overdueCents)),
          note: S.debtorClients(debtors.overdueClients),
          to: `${PATHS.debtors}?overdue=true`,
        }
      : null,
  ];
  return (
    <Grid container spacing={2}>
      {cards
        .flatMap((card) => (card ? [card] : []))
        .map((card) => (
          <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
            <MetricCard {...card} />
          </Grid>
        ))}
    </Grid>
  );
}
