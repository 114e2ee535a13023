/**
 * Suppliers: add, rename and delete them. The server's refusals (a name taken, a supplier that still
 * has items) show in the dialog as it words them.
 */
import { formatShortDate, type Supplier, supplierInputSchema } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteSupplier, useSaveSupplier } from '../../api/price-list-admin';
import { PRICE_LIST_STRINGS as S } from './strings';

function SupplierRow({
  supplier,
  onRenamed,
  onDelete,
}: {
  supplier: Supplier;
  onRenamed: (name: string) => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useSaveSupplier();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = supplierInputSchema.safeParse({ name: editing ?? '' });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? S.supplierFailed);
      return;
    }
    setInvalid(null);
    save.mutate(
      { id: supplier.id, input: parsed.data },
      {
        onSuccess: (saved) => {
          setEditing(null);
          onRenamed(saved.name);
        },
      },
    );
  };
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} aria-label={supplier.name}>
      {editing === null ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{supplier.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {S.supplierItems(
                supplier.itemCount,
                supplier.lastImportAt ? formatShortDate(supplier.lastImportAt) : null,
              )}
            </Typography>
          </Box>
          <Button
            size="small"
            aria-label={S.renameOf(supplier.name)}
            onClick={() => setEditing(supplier.name)}
          >
            {S.rename}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={S.deleteSupplierOf(supplier.name)}
            onClick={onDelete}
          >
            {S.delete}
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={1}>
            {save.isError ? (
              <Alert severity="error">{errorMessage(save.error, S.supplierFailed)}</Alert>
            ) : null}
            <TextField
              size="small"
              label={S.renameLabel(supplier.name)}
              value={editing}
              onChange={(event) => setEditing(event.target.value)}
              error={Boolean(invalid)}
              helperText={invalid}
              autoFocus
              fullWidth
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" size="small" variant="contained" disabled={save.isPending}>
                {S.saveName}
              </Button>
              <Button size="small" onClick={() => setEditing(null)}>
                {S.cancel}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </Box>
  );
}

export function SuppliersDialog({
  suppliers,
  onClose,
  notify,
}: {
  suppliers: Supplier[];
  onClose: () => void;
  notify: (text: string) => void;
}) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const add = useSaveSupplier();
  const remove = useDeleteSupplier();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = supplierInputSchema.safeParse({ name });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? S.supplierFailed);
      return;
    }
    setInvalid(null);
    add.mutate(
      { input: parsed.data },
      {
        onSuccess: (saved) => {
          setName('');
          notify(S.supplierAdded(saved.name));
        },
      },
    );
  };

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{S.suppliersTitle}</DialogTitle>
        <DialogContent>
          {suppliers.length === 0 ? <Typography sx={{ mb: 2 }}>{S.noSuppliers}</Typography> : null}
          <Box component="ul" aria-label={S.suppliersLabel} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {suppliers.map((supplier) => (
              <SupplierRow
                key={supplier.id}
                supplier={supplier}
                onRenamed={(renamed) => notify(S.supplierRenamed(renamed))}
                onDelete={() => {
                  remove.reset();
                  setDeleting(supplier);
                }}
              />
            ))}
          </Box>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={1}>
              {add.isError ? (
                <Alert severity="error">{errorMessage(add.error, S.supplierFailed)}</Alert>
              ) : null}
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  size="small"
                  label={S.newSupplier}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  error={Boolean(invalid)}
                  helperText={invalid}
                  fullWidth
                />
                <Button
                  type="submit"
                  variant="contained"
                  disabled={add.isPending}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {S.addSupplier}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{S.close}</Button>
        </DialogActions>
      </Dialog>
      {deleting ? (
        <ConfirmDialog
          title={S.deleteSupplierTitle}
          text={S.deleteSupplierText(deleting.name)}
          error={remove.isError ? errorMessage(remove.error, S.supplierFailed) : null}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notify(S.supplierDeleted(deleting.name));
                setDeleting(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
