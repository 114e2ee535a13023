/** Staff, equipment and vehicle utilisation in percent, each bar labelled (lazily loaded). */
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { METRICS_STRINGS as S } from '../strings';
import { CHART_HEIGHT } from './chart-frame';

type UtilisationChartProps = { staff: number; equipment: number; vehicles: number };

export default function UtilisationChart({ staff, equipment, vehicles }: UtilisationChartProps) {
  const { palette } = useTheme();
  const percent = (value: number | null) => `${Math.round(value ?? 0)}%`;
  return (
    <BarChart
      height={CHART_HEIGHT}
      // Chromium makes the chart's SVG a tab stop with no name; its figure is already named.
      tabIndex={-1}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: [S.staff, S.equipment, S.vehicles], width: 80 }]}
      xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          data: [staff, equipment, vehicles],
          label: S.utilisationChart,
          color: palette.primary.main,
          valueFormatter: percent,
        },
      ]}
      barLabel={(item) => percent(item.value)}
      hideLegend
    />
  );
}
