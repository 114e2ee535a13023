/** View Details (spec §2): name, status, type, email, phone, address, rating, projects, revenue, last contact, notes. */
import { type Client, formatShortDate, formatZar } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { S } from '../strings';
import { ClientRating } from './client-rating';
import { ClientStatusChip } from './client-status-chip';

export function ClientDetailsDialog({
  client,
  onClose,
  onSchedule,
}: {
  client: Client;
  onClose: () => void;
  /** Left out when the role may not schedule meetings: the button is not shown. */
  onSchedule?: (() => void) | undefined;
}) {
  const row = (label: string, value: React.ReactNode) => (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{value}</Box>
    </Box>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {client.name} <ClientStatusChip status={client.status} />
      </DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{S.close}</Button>
        {onSchedule ? (
          <Button variant="contained" onClick={onSchedule}>
            {S.scheduleMeeting}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
