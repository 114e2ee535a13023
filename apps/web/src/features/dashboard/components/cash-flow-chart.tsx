/**
 * Cash flow over the last six months: payments received (the money register), costs, the net of
 * each month, and the money due (what invoices falling due in the month still owe) (docs/metrics.md). Lazily loaded: the charts library is large.
 */
import { type DashboardMetrics, formatZar } from '@firebreak/shared';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { METRICS_STRINGS as S } from '../strings';
import { CHART_HEIGHT } from './chart-frame';

type Month = NonNullable<DashboardMetrics['cashFlowMonths']>[number];

const monthName = new Intl.DateTimeFormat('en-ZA', { month: 'short', timeZone: 'UTC' });
const label = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const compact = (value: number) =>
  Math.abs(value) >= 1_000_000
    ? `R ${(value / 1_000_000).toFixed(1)}m`
    : Math.abs(value) >= 1_000
      ? `R ${Math.round(value / 1_000)}k`
      : formatZar(value);

export default function CashFlowChart({
  months,
  onOpenMonth,
}: {
  months: Month[];
  /** A click on a month's bars opens its entries (the buttons under the chart do the same). */
  onOpenMonth?: (month: string) => void;
}) {
  const { palette } = useTheme();
  const money = (value: number | null) => formatZar(value ?? 0);
  return (
    <BarChart
      height={CHART_HEIGHT}
      // Chromium makes the chart's SVG a tab stop with no name; its figure is already named.
      tabIndex={-1}
      onAxisClick={(_event, data) => {
        const month = data ? months[data.dataIndex]?.month : undefined;
        if (month && onOpenMonth) onOpenMonth(month);
      }}
      xAxis={[{ scaleType: 'band', data: months.map((month) => label(month.month)) }]}
      yAxis={[{ valueFormatter: compact, width: 64 }]}
      series={[
        {
          data: months.map((m) => m.received),
          label: S.cashReceived,
          color: palette.success.main,
          valueFormatter: money,
        },
        {
          data: months.map((m) => m.spent),
          label: S.cashSpent,
          color: palette.error.main,
          valueFormatter: money,
        },
        {
          data: months.map((m) => m.net),
          label: S.cashNet,
          color: palette.primary.main,
          valueFormatter: money,
        },
        {
          data: months.map((m) => m.due),
          label: S.cashDue,
          color: palette.warning.dark,
          valueFormatter: money,
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
    />
  );
}
