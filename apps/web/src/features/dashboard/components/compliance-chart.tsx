/** Projects by compliance status (lazily loaded). */

import { SEVERITY_COLORS } from '@firebreak/shared';
import { PieChart } from '@mui/x-charts/PieChart';
import { METRICS_STRINGS as S } from '../strings';
import { CHART_HEIGHT } from './chart-frame';

type ComplianceChartProps = { compliant: number; nonCompliant: number; pending: number };

export default function ComplianceChart({ compliant, nonCompliant, pending }: ComplianceChartProps) {
  return (
    <PieChart
      height={CHART_HEIGHT}
      series={[
        {
          innerRadius: 40,
          data: [
            { id: 'compliant', value: compliant, label: S.compliant, color: SEVERITY_COLORS.LOW },
            { id: 'non-compliant', value: nonCompliant, label: S.nonCompliant, color: SEVERITY_COLORS.HIGH },
            { id: 'pending', value: pending, label: S.pending, color: SEVERITY_COLORS.MEDIUM },
          ],
        },
      ]}
    />
  );
}
