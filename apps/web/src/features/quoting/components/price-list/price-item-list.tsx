/**
 * The price list items: a table from the md breakpoint up, cards below it (nothing runs off a 390 px
 * screen). Edit and Delete show only when the panel passes handlers ('quotes.prices').
 */
import { formatShortDate, formatZarExact, type PriceItem } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PRICE_LIST_STRINGS as S } from './strings';

export type PriceItemListProps = {
  items: PriceItem[];
  onEdit?: ((item: PriceItem) => void) | undefined;
  onDelete?: ((item: PriceItem) => void) | undefined;
};

function Actions({ item, onEdit, onDelete }: Omit<PriceItemListProps, 'items'> & { item: PriceItem }) {
  if (!onEdit && !onDelete) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {onEdit ? (
        <Button
          size="small"
          startIcon={<EditIcon fontSize="small" />}
          aria-label={S.editOf(item.code)}
          onClick={() => onEdit(item)}
        >
          {S.edit}
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon fontSize="small" />}
          aria-label={S.deleteOf(item.code)}
          onClick={() => onDelete(item)}
        >
          {S.delete}
        </Button>
      ) : null}
    </Stack>
  );
}

export function PriceItemsTable({ items, ...actions }: PriceItemListProps) {
  const withActions = Boolean(actions.onEdit || actions.onDelete);
  const C = S.columns;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={S.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{C.code}</TableCell>
            <TableCell>{C.description}</TableCell>
            <TableCell>{C.category}</TableCell>
            <TableCell>{C.unit}</TableCell>
            <TableCell align="right">{C.unitPrice}</TableCell>
            <TableCell>{C.updated}</TableCell>
            <TableCell>{C.supplier}</TableCell>
            {withActions ? <TableCell>{C.actions}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              {/* A code breaks only when it alone is wider than its column (issue 27 item 16). */}
              <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 128 }}>
                {item.code}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.description}</TableCell>
              <TableCell>{item.category}</TableCell>
              <TableCell>{item.unit}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatZarExact(item.unitPrice)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {S.updated(formatShortDate(item.priceUpdatedAt))}
              </TableCell>
              <TableCell>{item.supplierName}</TableCell>
              {withActions ? (
                <TableCell>
                  <Actions item={item} {...actions} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function PriceItemCards({ items, ...actions }: PriceItemListProps) {
  return (
    <Stack component="ul" aria-label={S.tableLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Paper
          component="li"
          key={item.id}
          variant="outlined"
          aria-label={`${item.code} ${item.description}`}
          sx={{ p: 1.5 }}
        >
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
              >
                {item.description}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.code}
                {item.category ? ` · ${item.category}` : ''}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {S.perUnit(formatZarExact(item.unitPrice), item.unit)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.supplierName} · {S.updated(formatShortDate(item.priceUpdatedAt))}
          </Typography>
          {actions.onEdit || actions.onDelete ? (
            <Box sx={{ mt: 1 }}>
              <Actions item={item} {...actions} />
            </Box>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
