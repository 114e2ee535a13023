/** Budget vs spent: the figures, what is left (or how far over), and the chart. */
import { formatZar } from '@firebreak/shared';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { PROJECT_DASHBOARD_STRINGS as S } from '../strings';

const BudgetChart = lazy(() => import('./budget-chart'));

/** Only for a role with 'projects.finance': other roles get the project without these figures. */
export function BudgetCard({ budget, spent }: { budget: number; spent: number }) {
  const left = budget - spent;
  return (
    <Paper
      component="figure"
      aria-label={`${S.budgetChart}: ${S.budget} ${formatZar(budget)}, ${S.spent} ${formatZar(spent)}`}
      sx={{ p: 2, m: 0, height: '100%' }}
    >
      <Typography component="figcaption" variant="h6">
        {S.budgetChart}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {S.budget} {formatZar(budget)} · {S.spent} {formatZar(spent)}
      </Typography>
      <Typography variant="body2" color={left < 0 ? 'error.light' : 'success.light'}>
        {left < 0 ? S.overBudget(formatZar(-left)) : S.remaining(formatZar(left))}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={220} sx={{ mt: 1 }} />}>
        <BudgetChart budget={budget} spent={spent} />
      </Suspense>
    </Paper>
  );
}
