/** A client's details, label beside value: in the View Details dialog and on the client page's Overview. */
import { type Client, formatShortDate, formatZar } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { S } from '../strings';
import { ClientRating } from './client-rating';

export function ClientDetailsList({ client }: { client: Client }) {
  const row = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Box>
    </Box>
  );
  return (
    <Stack spacing={1.5}>
      {row(S.fields.type, client.type)}
      {row(S.fields.email, client.email || '—')}
      {row(S.fields.phone, client.phone || '—')}
      {row(S.fields.address, client.address || '—')}
      {row(S.fields.rating, <ClientRating value={client.rating} />)}
      {row(S.fields.projects, `${client.activeProjects} ${S.active} / ${client.totalProjects} total`)}
      {client.totalRevenue === null ? null : row(S.fields.totalRevenue, formatZar(client.totalRevenue))}
      {row(S.fields.lastContact, client.lastContact ? formatShortDate(client.lastContact) : S.never)}
      {row(S.fields.notes, client.notes || '—')}
    </Stack>
  );
}
