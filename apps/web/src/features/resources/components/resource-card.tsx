/**
 * One person, piece of equipment or vehicle. Its name is the card's heading (h2, under the page's h1);
 * the actions wrap as whole buttons, never mid-label, and a subtitle may hold unbreakable parts such
 * as a registration (see NoWrap).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusChip } from './status-chip';

/** Text kept on one line, like a registration 'CA 123-456'. */
export function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

export function ResourceCard({
  title,
  subtitle,
  status,
  children,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  status: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
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
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
                {title}
              </Typography>
              {subtitle ? (
                <Typography variant="body2" color="text.secondary">
                  {subtitle}
                </Typography>
              ) : null}
            </Box>
            <Box sx={{ flexShrink: 0 }}>
              <StatusChip status={status} />
            </Box>
          </Stack>
          <Stack spacing={0.5}>{children}</Stack>
        </CardContent>
        <CardActions
          disableSpacing
          sx={{ flexWrap: 'wrap', gap: 0.5, px: 1.5, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          {actions}
        </CardActions>
      </Card>
    </Grid>
  );
}
