/** A client's View, Edit and Delete buttons, the same in the table and on the phone cards. */
import type { Client } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { S } from '../strings';

export type ClientActionsProps = {
  onView: (client: Client) => void;
  /** Left out when the role may not edit (or delete) clients: the button is not shown. */
  onEdit?: ((client: Client) => void) | undefined;
  onDelete?: ((client: Client) => void) | undefined;
};

export function ClientActions({ client, onView, onEdit, onDelete }: ClientActionsProps & { client: Client }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'nowrap' }}>
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
    </Stack>
  );
}
