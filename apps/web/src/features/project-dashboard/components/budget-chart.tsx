/** Budget against spent as two bars (lazily loaded with the charts library). */
import { formatZar } from '@firebreak/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { PROJECT_DASHBOARD_STRINGS as S } from '../strings';

export default function BudgetChart({ budget, spent }: { budget: number; spent: number }) {
  return (
    <BarChart
      height={220}
      xAxis={[{ scaleType: 'band', data: [S.budget, S.spent] }]}
      yAxis={[{ valueFormatter: (value: number) => formatZar(value), width: 90 }]}
      series={[
        {
          data: [budget, spent],
          valueFormatter: (value) => formatZar(value ?? 0),
          color: spent > budget ? '#f44336' : '#00bcd4',
        },
      ]}
      hideLegend
    />
  );
}
