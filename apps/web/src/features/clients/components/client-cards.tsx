/**
 * Below the md breakpoint the clients are a list of cards instead of the table: every column's
 * figure is labelled on the card and the actions sit in its header, so nothing scrolls sideways.
 */
import { type Client, clientPath } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { S } from '../strings';
import { BreakableEmail } from './breakable-email';
import { ClientActions, type ClientActionsProps } from './client-actions';
import { ClientProjects, clientRevenue } from './client-projects';
import { ClientRating } from './client-rating';
import { ClientStatusChip } from './client-status-chip';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>
        {children}
      </Box>
    </>
  );
}

export function ClientCards({ clients, ...actions }: ClientActionsProps & { clients: Client[] }) {
  if (clients.length === 0) return <Typography sx={{ py: 2 }}>{S.empty}</Typography>;
  return (
    <Stack component="ul" aria-label="Clients" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {clients.map((client) => (
        <Paper component="li" key={client.id} variant="outlined" aria-label={client.name} sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                <Link component={RouterLink} to={clientPath(client.id)} color="inherit">
                  {client.name}
                </Link>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {client.address}
              </Typography>
            </Box>
            <ClientActions client={client} {...actions} />
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
          >
            <Field label={S.fields.type}>{client.type}</Field>
            <Field label={S.fields.contact}>
              <Typography variant="body2">{client.contact}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                <BreakableEmail email={client.email} />
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {client.phone}
              </Typography>
            </Field>
            <Field label={S.fields.status}>
              <ClientStatusChip status={client.status} />
            </Field>
            <Field label={S.fields.rating}>
              <ClientRating value={client.rating} />
            </Field>
            <Field label={S.fields.projects}>
              <ClientProjects client={client} />
            </Field>
            <Field label={S.columns[6]}>{clientRevenue(client)}</Field>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
