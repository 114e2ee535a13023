/** The table of spec §2: Client, Type, Contact Person, Status, Rating, Projects, Revenue, Actions. */
import { type Client, formatRevenueThousands } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { S } from '../strings';
import { ClientRating } from './client-rating';
import { ClientStatusChip } from './client-status-chip';

type Props = {
  clients: Client[];
  onView: (client: Client) => void;
  /** Left out when the role may not edit (or delete) clients: the button is not shown. */
  onEdit?: ((client: Client) => void) | undefined;
  onDelete?: ((client: Client) => void) | undefined;
};

export function ClientsTable({ clients, onView, onEdit, onDelete }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Clients">
        <TableHead>
          <TableRow>
            {S.columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
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
              <TableCell>
                <Typography variant="body2" fontWeight={600}>
                  {client.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {client.address}
                </Typography>
              </TableCell>
              <TableCell>{client.type}</TableCell>
              <TableCell>
                <Typography variant="body2">{client.contact}</Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {client.email}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {client.phone}
                </Typography>
              </TableCell>
              <TableCell>
                <ClientStatusChip status={client.status} />
              </TableCell>
              <TableCell>
                <ClientRating value={client.rating} />
              </TableCell>
              <TableCell>
                <Badge
                  badgeContent={client.activeProjects}
                  color="primary"
                  showZero={false}
                  aria-label={`${client.totalProjects} projects, ${client.activeProjects} active`}
                >
                  <Typography variant="body2" sx={{ pr: 1 }}>
                    {client.totalProjects}
                  </Typography>
                </Badge>
              </TableCell>
              <TableCell>
                {client.totalRevenue === null ? '—' : formatRevenueThousands(client.totalRevenue)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={S.viewDetails}>
                  <IconButton aria-label={`${S.viewDetails}: ${client.name}`} onClick={() => onView(client)}>
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {onEdit ? (
                  <Tooltip title={S.edit}>
                    <IconButton aria-label={`${S.edit}: ${client.name}`} onClick={() => onEdit(client)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
                {onDelete ? (
                  <Tooltip title={S.delete}>
                    <IconButton aria-label={`${S.delete}: ${client.name}`} onClick={() => onDelete(client)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
