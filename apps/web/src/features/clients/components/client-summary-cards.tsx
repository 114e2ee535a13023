import { type ClientSummary, formatRevenueMillions } from '@firebreak/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { S } from '../strings';

export function ClientSummaryCards({ summary }: { summary: ClientSummary | undefined }) {
  const cards = [
    { label: S.totalClients, value: summary ? String(summary.totalClients) : '–' },
    { label: S.activeClients, value: summary ? String(summary.activeClients) : '–' },
    { label: S.activeProjects, value: summary ? String(summary.activeProjects) : '–' },
    // Revenue is null for a role without 'reports.financial' (docs/permissions.md): no card.
    summary?.totalRevenue === null
      ? null
      : { label: S.totalRevenue, value: summary ? formatRevenueMillions(summary.totalRevenue) : '–' },
  ].filter((card) => card !== null);
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card>
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {card.label}
              </Typography>
              <Typography variant="h5" component="p" data-testid={`summary-${card.label}`}>
                {card.value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
