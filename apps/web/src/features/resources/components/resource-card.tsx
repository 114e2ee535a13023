import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusChip } from './status-chip';

export function ResourceCard({
  title,
  subtitle,
  status,
  children,
  actions,
}: {
  title: string;
  subtitle?: string;
  status: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
      <Card
        component="article"
        aria-label={title}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}
          >
            <div>
              <Typography variant="h6" component="h3">
                {title}
              </Typography>
              {subtitle ? (
                <Typography variant="body2" color="text.secondary">
                  {subtitle}
                </Typography>
              ) : null}
            </div>
            <StatusChip status={status} />
          </Stack>
          <Stack spacing={0.5}>{children}</Stack>
        </CardContent>
        <CardActions>{actions}</CardActions>
      </Card>
    </Grid>
  );
}
