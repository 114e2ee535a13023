/**
 * The price list items: a table from the md breakpoint up, cards below it (nothing runs off a 390 px
 * screen). Edit and Delete show only when the panel passes handlers ('quotes.prices').
 */
import { formatShortDate, formatZarExact, type PriceItem } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminCards } from '@/components/admin-list/admin-cards';
import { type AdminColumn, AdminTable } from '@/components/admin-list/admin-table';
import { RowActions } from '@/components/admin-list/row-actions';
import { PRICE_LIST_STRINGS as S } from './strings';

export type PriceItemListProps = {
  items: PriceItem[];
  onEdit?: ((item: PriceItem) => void) | undefined;
  onDelete?: ((item: PriceItem) => void) | undefined;
};

function rowActions({ onEdit, onDelete }: Omit<PriceItemListProps, 'items'>) {
  if (!onEdit && !onDelete) return undefined;
  return (item: PriceItem) => (
    <RowActions
      actions={[
        onEdit && {
          label: S.edit,
          ariaLabel: S.editOf(item.code),
          icon: <EditIcon fontSize="small" />,
          onClick: () => onEdit(item),
        },
        onDelete && {
          label: S.delete,
          ariaLabel: S.deleteOf(item.code),
          color: 'error',
          icon: <DeleteIcon fontSize="small" />,
          onClick: () => onDelete(item),
        },
      ]}
    />
  );
}

const C = S.columns;
const columns: AdminColumn<PriceItem>[] = [
  // A code breaks only when it alone is wider than its column (issue 27 item 16).
  {
    key: 'code',
    header: C.code,
    sx: { fontWeight: 600, overflowWrap: 'anywhere', minWidth: 128 },
    cell: (item) => item.code,
  },
  {
    key: 'description',
    header: C.description,
    sx: { overflowWrap: 'anywhere' },
    cell: (item) => item.description,
  },
  { key: 'category', header: C.category, cell: (item) => item.category },
  { key: 'unit', header: C.unit, cell: (item) => item.unit },
  {
    key: 'unitPrice',
    header: C.unitPrice,
    align: 'right',
    sx: { whiteSpace: 'nowrap' },
    cell: (item) => formatZarExact(item.unitPrice),
  },
  {
    key: 'updated',
    header: C.updated,
    sx: { whiteSpace: 'nowrap' },
    cell: (item) => S.updated(formatShortDate(item.priceUpdatedAt)),
  },
  { key: 'supplier', header: C.supplier, cell: (item) => item.supplierName },
];

export function PriceItemsTable({ items, ...actions }: PriceItemListProps) {
  return (
    <AdminTable
      label={S.tableLabel}
      items={items}
      columns={columns}
      actionsHeader={C.actions}
      actions={rowActions(actions)}
    />
  );
}

function PriceItemCard({ item }: { item: PriceItem }) {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
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
    </>
  );
}

export function PriceItemCards({ items, ...actions }: PriceItemListProps) {
  return (
    <AdminCards
      label={S.tableLabel}
      items={items}
      cardLabel={(item) => `${item.code} ${item.description}`}
      renderCard={(item) => <PriceItemCard item={item} />}
      actions={rowActions(actions)}
    />
  );
}
