/** View Details (spec §2): name, status, type, email, phone, address, rating, projects, revenue, last contact, notes. */
import { type Client, clientPath } from '@firebreak/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';
import { S } from '../strings';
import { ClientDetailsList } from './client-details-list';
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
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {client.name} <ClientStatusChip status={client.status} />
      </DialogTitle>
      <DialogContent>
        <ClientDetailsList client={client} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{S.close}</Button>
        <Button component={RouterLink} to={clientPath(client.id)} aria-label={S.openClient(client.name)}>
          {S.open}
        </Button>
        {onSchedule ? (
          <Button variant="contained" onClick={onSchedule}>
            {S.scheduleMeeting}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
