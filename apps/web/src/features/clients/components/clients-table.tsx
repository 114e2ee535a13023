/**
 * The table of spec §2: Client, Type, Contact Person, Status, Rating, Projects, Revenue, Actions.
 * Narrow cell padding and wrapping addresses and e-mails keep all eight columns inside 1280 px with
 * the side menu open; e-mail addresses break after their '@' rather than mid-word.
 */
import { type Client, clientPath } from '@firebreak/shared';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { S } from '../strings';
import { BreakableEmail } from './breakable-email';
import { ClientActions, type ClientActionsProps } from './client-actions';
import { ClientProjects, clientRevenue } from './client-projects';
import { ClientRating } from './client-rating';
import { ClientStatusChip } from './client-status-chip';

export function ClientsTable({ clients, ...actions }: ClientActionsProps & { clients: Client[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Clients" sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {S.columns.map((column) => (
              <TableCell key={column} align={column === 'Revenue' ? 'right' : undefined}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.length === 0 ? (
            <TableRow>
              <TableCell colSpan={S.columns.length}>{S.empty}</TableCell>
            </TableRow>
          ) : null}
          {clients.map((client) => (
            <TableRow key={client.id} hover>
              <TableCell sx={{ minWidth: 170 }}>
                <Typography variant="body2" fontWeight={600}>
                  <Link component={RouterLink} to={clientPath(client.id)} color="inherit">
                    {client.name}
                  </Link>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {client.address}
                </Typography>
              </TableCell>
              <TableCell>{client.type}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>
                <Typography variant="body2">{client.contact}</Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  <BreakableEmail email={client.email} />
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {client.phone}
                </Typography>
              </TableCell>
              <TableCell>
                <ClientStatusChip status={client.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ClientRating value={client.rating} />
              </TableCell>
              <TableCell>
                <ClientProjects client={client} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {clientRevenue(client)}
              </TableCell>
              <TableCell>
                <ClientActions client={client} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
