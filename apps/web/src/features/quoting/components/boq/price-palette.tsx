/**
 * The price list the bill is built from: a debounced search, a supplier filter, and each item with a
 * drag handle (onto the bill) and an Add button, so dragging is never the only way to add a line.
 */
import { useDraggable } from '@dnd-kit/core';
import { formatShortDate, formatZarExact, type PriceItem } from '@firebreak/shared';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePriceList, useSuppliers } from '../../api/get-price-list';
import { BOQ_STRINGS as S } from './strings';

export const PRICE_PREFIX = 'price:';
const PAGE = 50;

type Props = { onAdd: (item: PriceItem) => void; disabled: boolean };

export function PricePalette({ onAdd, disabled }: Props) {
  const [search, setSearch] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const suppliers = useSuppliers();
  const list = usePriceList({
    search: debounced || undefined,
    supplierId: supplierId || undefined,
    limit: PAGE,
  });
  const items = list.data?.items ?? [];

  return (
    <Paper component="section" aria-labelledby="boq-palette-heading" sx={{ p: 2 }}>
      <Typography id="boq-palette-heading" variant="h6" component="h2">
        {S.palette.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {S.palette.hint}
      </Typography>
      <Stack spacing={2}>
        <TextField
          type="search"
          label={S.palette.search}
          placeholder={S.palette.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          size="small"
        />
        <TextField
          select
          label={S.palette.supplier}
          value={supplierId}
          onChange={(event) => setSupplierId(event.target.value)}
          fullWidth
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{S.palette.allSuppliers}</MenuItem>
          {(suppliers.data ?? []).map((supplier) => (
            <MenuItem key={supplier.id} value={supplier.id}>
              {supplier.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 4, mt: 1 }}>
        {list.isFetching ? <LinearProgress aria-label={S.palette.loading} /> : null}
      </Box>
      {list.isError && !list.data ? <Alert severity="error">{S.palette.failed}</Alert> : null}
      {list.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {S.palette.empty}
        </Typography>
      ) : null}
      <Stack
        component="ul"
        aria-label={S.palette.listLabel}
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, maxHeight: { xs: 360, md: 640 }, overflowY: 'auto' }}
      >
        {items.map((item) => (
          <PaletteItem key={item.id} item={item} onAdd={onAdd} disabled={disabled} />
        ))}
      </Stack>
      {list.data && list.data.total > items.length ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {S.palette.more(items.length, list.data.total)}
        </Typography>
      ) : null}
    </Paper>
  );
}

function PaletteItem({ item, onAdd, disabled }: { item: PriceItem } & Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `${PRICE_PREFIX}${item.id}`,
    data: { kind: 'price', item },
    disabled,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      aria-label={`${item.code} ${item.description}`}
      data-price-item={item.code}
      sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 0.5, opacity: isDragging ? 0.5 : 1 }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={S.palette.drag(item.code)}
        disabled={disabled}
        size="small"
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <PriceItemText item={item} />
      <IconButton
        aria-label={S.palette.add(item.code)}
        onClick={() => onAdd(item)}
        disabled={disabled}
        color="primary"
      >
        <AddCircleOutline />
      </IconButton>
    </Paper>
  );
}

/** Code, description, supplier, price per unit and the price's date: the palette row and its drag image. */
export function PriceItemText({ item }: { item: PriceItem }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {item.code} · {item.description}
      </Typography>
      <Typography variant="body2" component="p">
        {S.palette.perUnit(formatZarExact(item.unitPrice), item.unit)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {item.supplierName} · {S.palette.updated(formatShortDate(item.priceUpdatedAt))}
      </Typography>
    </Box>
  );
}
