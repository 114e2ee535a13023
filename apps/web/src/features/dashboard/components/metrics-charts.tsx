/** The three charts of the metrics panel; each loads the charts library on demand. */
import { type DashboardMetrics, formatZar } from '@firebreak/shared';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { FIGURE_LIST_STRINGS, METRICS_STRINGS as S } from '../strings';
import { ChartFrame } from './chart-frame';

const CashFlowChart = lazy(() => import('./cash-flow-chart'));
const UtilisationChart = lazy(() => import('./utilisation-chart'));
const ComplianceChart = lazy(() => import('./compliance-chart'));

const shortMonth = new Intl.DateTimeFormat('en-ZA', { month: 'short', timeZone: 'UTC' });
/** 'Nov' for '2026-11'. */
const monthLabel = (month: string) => shortMonth.format(new Date(`${month}-01T00:00:00Z`));

/**
 * `onOpenMonth` opens a month's entries: from a click on its bars, and (for the keyboard and screen
 * readers) from a button per month under the chart.
 */
export function MetricsCharts({
  metrics,
  onOpenMonth,
}: {
  metrics: DashboardMetrics;
  onOpenMonth: (month: string) => void;
}) {
  const { resourceUtilization: use, complianceSummary: compliance, cashFlowMonths: months } = metrics;
  // Without the money figures (a role without 'reports.financial') the cash-flow chart is left out.
  const thisMonth = months?.at(-1);
  const lastMonth = months?.at(-2);
  const width = { xs: 12, sm: 6 };
  return (
    <Grid container spacing={2}>
      {months && thisMonth && lastMonth ? (
        <Grid size={12}>
          <ChartFrame
            title={S.cashFlowChart}
            summary={S.cashFlowSummary(
              formatZar(thisMonth.net),
              formatZar(thisMonth.received),
              formatZar(thisMonth.spent),
              formatZar(lastMonth.net),
            )}
          >
            <CashFlowChart months={months} onOpenMonth={onOpenMonth} />
            {/* Plainly buttons (issue 27 item 13): a label says what they open, each is outlined. */}
            <Box
              role="group"
              aria-label={FIGURE_LIST_STRINGS.monthEntries}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}
            >
              <Typography variant="body2" color="text.secondary">
                {FIGURE_LIST_STRINGS.monthEntriesLead}
              </Typography>
              {months.map(({ month }) => (
                // Named 'Cash flow entries for Nov 2026': the visible 'Nov' is part of the name.
                <Button
                  key={month}
                  size="small"
                  variant="outlined"
                  startIcon={<ReceiptLong fontSize="small" />}
                  aria-label={`${FIGURE_LIST_STRINGS.monthEntriesFor}${monthLabel(month)} ${month.slice(0, 4)}`}
                  onClick={() => onOpenMonth(month)}
                  sx={{ minWidth: 0, textTransform: 'none' }}
                >
                  {monthLabel(month)}
                </Button>
              ))}
            </Box>
          </ChartFrame>
        </Grid>
      ) : null}
      <Grid size={width}>
        <ChartFrame
          title={S.utilisationChart}
          to="/resources"
          summary={`${S.staff} ${use.staff}%, ${S.equipment} ${use.equipment}%, ${S.vehicles} ${use.vehicles}%`}
        >
          <UtilisationChart staff={use.staff} equipment={use.equipment} vehicles={use.vehicles} />
        </ChartFrame>
      </Grid>
      <Grid size={width}>
        <ChartFrame
          title={S.complianceChart}
          to="/projects?status=ACTIVE,ON_HOLD,COMPLETED"
          summary={`${S.compliant} ${compliance.compliant}, ${S.nonCompliant} ${compliance.nonCompliant}, ${S.pending} ${compliance.pending}`}
        >
          <ComplianceChart {...compliance} />
        </ChartFrame>
      </Grid>
    </Grid>
  );
}
