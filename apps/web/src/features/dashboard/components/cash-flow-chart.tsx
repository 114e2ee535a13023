/** Cash flow this month against last month (lazily loaded: the charts library is large). */
import { formatZar } from '@firebreak/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { METRICS_STRINGS as S } from '../strings';
import { CHART_HEIGHT } from './chart-frame';

type CashFlowChartProps = { thisMonth: number; lastMonth: number };

export default function CashFlowChart({ thisMonth, lastMonth }: CashFlowChartProps) {
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: [S.lastMonth, S.thisMonth] }]}
      yAxis={[{ valueFormatter: (value: number) => formatZar(value), width: 90 }]}
      series={[
        { data: [lastMonth, thisMonth], label: S.cashFlowChart, valueFormatter: (v) => formatZar(v ?? 0) },
      ]}
      hideLegend
    />
  );
}
