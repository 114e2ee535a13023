/** The three charts of the metrics panel; each loads the charts library on demand. */
import { type DashboardMetrics, formatZar } from '@firebreak/shared';
import Grid from '@mui/material/Grid';
import { lazy } from 'react';
import { METRICS_STRINGS as S } from '../strings';
import { ChartFrame } from './chart-frame';

const CashFlowChart = lazy(() => import('./cash-flow-chart'));
const UtilisationChart = lazy(() => import('./utilisation-chart'));
const ComplianceChart = lazy(() => import('./compliance-chart'));

export function MetricsCharts({ metrics }: { metrics: DashboardMetrics }) {
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
            <CashFlowChart months={months} />
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
