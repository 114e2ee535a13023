/** Budget against spent: the two amounts and a bar, red once spending passes the budget. */
import { formatZar } from '@firebreak/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PROJECTS_STRINGS as S } from '../strings';

type BudgetCellProps = { title: string; budget: number; spent: number };

function spentPercent(spent: number, budget: number): number {
  if (budget <= 0) return spent > 0 ? 100 : 0;
  return Math.round((spent / budget) * 100);
}

export function BudgetCell({ title, budget, spent }: BudgetCellProps) {
  const percent = spentPercent(spent, budget);
  const over = spent > budget;
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" noWrap>
        {S.spentOf(formatZar(spent), formatZar(budget))}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        color={over ? 'error' : percent >= 90 ? 'warning' : 'primary'}
        aria-label={S.spentShare(title, percent)}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
