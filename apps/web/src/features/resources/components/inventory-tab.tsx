import type { RawInventoryInput, RawReorderInput } from '@firebreak/shared';
import { type InventoryItem, inventoryInputSchema, reorderInputSchema } from '@firebreak/shared';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCan } from '@/lib/session/use-can';
import type { useInventoryMutations } from '../api/inventory';
import { S } from '../strings';
import { matches, type OpenDialog, type RunAction } from './dialogs';
import { StatusChip } from './status-chip';

const fields = [
  { name: 'item', label: 'Item' },
  { name: 'quantity', label: 'Quantity', type: 'number' as const },
  { name: 'minStock', label: 'Minimum stock', type: 'number' as const },
];

type InventoryMutations = ReturnType<typeof useInventoryMutations>;

export const addItem = (open: OpenDialog, mutations: InventoryMutations) =>
  open({
    title: S.addItem,
    fields,
    initial: {},
    schema: inventoryInputSchema,
    submit: (values) => mutations.create.mutateAsync(values as RawInventoryInput),
  });

export function InventoryTab({
  items,
  search,
  open,
  run,
  mutations,
}: {
  items: InventoryItem[];
  search: string;
  open: OpenDialog;
  run: RunAction;
  mutations: InventoryMutations;
}) {
  const can = useCan();
  const shown = items.filter((i) => matches(search, i.item, i.status));
  if (shown.length === 0) return <Typography>{S.none}</Typography>;
  return (
    <Paper sx={{ width: '100%' }}>
      <List aria-label="Inventory">
        {shown.map((i) => (
          <ListItem key={i.id} divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              primary={i.item}
              secondary={`${S.quantity}: ${i.quantity} / ${S.minStock}: ${i.minStock}${i.pendingReorder !== null ? ` · ${S.awaiting(i.pendingReorder)}` : ''}`}
              sx={{ flex: '1 1 220px', minWidth: 0 }}
            />
            <Stack
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'center',
                ml: 'auto',
                flexShrink: 0,
                '& .MuiButton-root': { whiteSpace: 'nowrap' },
              }}
            >
              <StatusChip status={i.status} />
              {!can('inventory.reorder') ? null : i.pendingReorder !== null ? (
                <Button size="small" onClick={() => run(() => mutations.receive.mutateAsync(i.id))}>
                  {S.receive}
                </Button>
              ) : i.status !== 'Good' ? (
                <Button
                  size="small"
                  onClick={() =>
                    open({
                      title: `${S.reorder}: ${i.item}`,
                      fields: [{ name: 'quantity', label: 'Quantity', type: 'number' }],
                      initial: { quantity: Math.max(i.minStock * 2 - i.quantity, 1) },
                      schema: reorderInputSchema,
                      submit: (values) =>
                        mutations.reorder.mutateAsync({ id: i.id, input: values as RawReorderInput }),
                    })
                  }
                >
                  {S.reorder}
                </Button>
              ) : null}
              {can('resources.manage') ? (
                <IconButton
                  aria-label={`${S.edit}: ${i.item}`}
                  onClick={() =>
                    open({
                      title: `${S.edit}: ${i.item}`,
                      fields,
                      initial: i,
                      schema: inventoryInputSchema,
                      submit: (values) =>
                        mutations.update.mutateAsync({ id: i.id, input: values as RawInventoryInput }),
                    })
                  }
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
