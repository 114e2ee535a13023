/**
 * Sites by compliance status (from their inspection visits, decision 0066), counts on the arcs and in
 * the legend (lazily loaded).
 */

import { SEVERITY_COLORS } from '@firebreak/shared';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { METRICS_STRINGS as S } from '../strings';
import { CHART_HEIGHT } from './chart-frame';

type ComplianceChartProps = { compliant: number; nonCompliant: number; pending: number };

export default function ComplianceChart({ compliant, nonCompliant, pending }: ComplianceChartProps) {
  if (compliant + nonCompliant + pending === 0)
    return (
      <Typography color="text.secondary" sx={{ height: CHART_HEIGHT, pt: 2 }}>
        {S.noComplianceData}
      </Typography>
    );
  return (
    <PieChart
      height={CHART_HEIGHT}
      // Chromium makes the chart's SVG a tab stop with no name; its figure is already named.
      tabIndex={-1}
      margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
      series={[
        {
          innerRadius: '45%',
          outerRadius: '90%',
          paddingAngle: 1,
          arcLabel: (item) => (item.value > 0 ? String(item.value) : ''),
          data: [
            {
              id: 'compliant',
              value: compliant,
              label: `${S.compliant} (${compliant})`,
              color: SEVERITY_COLORS.LOW,
            },
            {
              id: 'non-compliant',
              value: nonCompliant,
              label: `${S.nonCompliant} (${nonCompliant})`,
              color: SEVERITY_COLORS.HIGH,
            },
            {
              id: 'pending',
              value: pending,
              label: `${S.pending} (${pending})`,
              color: SEVERITY_COLORS.MEDIUM,
            },
          ],
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
