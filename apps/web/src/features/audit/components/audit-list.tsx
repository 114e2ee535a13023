/**
 * The entries: a table from md up; below it (a phone at 390 px) one card per entry, so nothing needs
 * sideways scrolling. Both read the same three helpers.
 */
import { AUDIT_ENTITY_LABELS, type AuditEntity, type AuditEntry, formatDateTime } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AUDIT_STRINGS as S } from '../strings';
import { AuditChanges } from './audit-changes';

const who = (entry: AuditEntry) => entry.actor?.name ?? S.system;
const what = (entry: AuditEntry) =>
  `${entry.action} ${AUDIT_ENTITY_LABELS[entry.entity as AuditEntity] ?? entry.entity}`.toLowerCase();

function EntityId({ entry }: { entry: AuditEntry }) {
  if (!entry.entityId) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {entry.entityId}
    </Typography>
  );
}

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  if (entries.length === 0) return <Typography color="text.secondary">{S.empty}</Typography>;

  if (!isWide) {
    return (
      <Stack spacing={1.5} component="ol" aria-label={S.tableLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Card component="li" key={entry.id} variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="p">
                {`${who(entry)} — ${what(entry)}`}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(entry.createdAt)}
              </Typography>
              <EntityId entry={entry} />
              <Box sx={{ mt: 1 }}>
                <AuditChanges entry={entry} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={S.tableLabel}>
        <TableHead>
          <TableRow>
            {S.columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell>{who(entry)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                {what(entry)}
                <EntityId entry={entry} />
              </TableCell>
              <TableCell sx={{ maxWidth: 520 }}>
                <AuditChanges entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
