/**
 * The price list of the Detailed BOQ tab (issue 17): search and a supplier filter over the live items,
 * as a table at desk width and cards on a phone. ADMIN and PROJECT_MANAGER ('quotes.prices') add,
 * edit and delete items, manage suppliers and import a supplier's price file; engineers only read.
 */
import { BOQ_LIMITS, type PriceItem } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { AdminListFrame } from '@/components/admin-list/admin-list-frame';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNotice } from '@/lib/use-notice';
import { usePriceList, useSuppliers } from '../../api/get-price-list';
import { useDeletePriceItem } from '../../api/price-list-admin';
import { ImportPriceFileDialog } from './import-price-file-dialog';
import { PriceItemDialog } from './price-item-dialog';
import { PriceItemCards, PriceItemsTable } from './price-item-list';
import { PRICE_LIST_STRINGS as S } from './strings';
import { SuppliersDialog } from './suppliers-dialog';

type Open =
  | { kind: 'none' }
  | { kind: 'item'; item: PriceItem | null }
  | { kind: 'delete'; item: PriceItem }
  | { kind: 'suppliers' }
  | { kind: 'import' };

export function PriceListPanel() {
  const [search, setSearch] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const deferredSearch = useDebouncedValue(search.trim().slice(0, BOQ_LIMITS.searchMax));
  const list = usePriceList({
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(supplierId ? { supplierId } : {}),
    limit: BOQ_LIMITS.priceListPageMax,
  });
  const suppliers = useSuppliers();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const { notify, notice } = useNotice();
  const remove = useDeletePriceItem();
  const manages = useCan()('quotes.prices');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const List = isPhone ? PriceItemCards : PriceItemsTable;
  const supplierList = suppliers.data ?? [];
  const filtering = Boolean(deferredSearch || supplierId);

  return (
    <AdminListFrame
      heading={S.heading}
      headingId="price-list-heading"
      headingMinWidth={140}
      actions={
        manages ? (
          <>
            <Button onClick={() => setOpen({ kind: 'suppliers' })}>{S.suppliers}</Button>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={supplierList.length === 0}
              onClick={() => setOpen({ kind: 'import' })}
            >
              {S.importFile}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={supplierList.length === 0}
              onClick={() => setOpen({ kind: 'item', item: null })}
            >
              {S.addItem}
            </Button>
          </>
        ) : null
      }
      intro={S.intro}
      note={manages ? (suppliers.data && supplierList.length === 0 ? S.needSupplier : null) : S.readOnly}
      tools={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            type="search"
            size="small"
            label={S.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ htmlInput: { maxLength: BOQ_LIMITS.searchMax } }}
            sx={{ flex: 2 }}
          />
          <TextField
            select
            size="small"
            label={S.supplierFilter}
            value={supplierId}
            onChange={(event) => setSupplierId(event.target.value)}
            sx={{ flex: 1, minWidth: 180 }}
          >
            <MenuItem value="">{S.allSuppliers}</MenuItem>
            {supplierList.map((supplier) => (
              <MenuItem key={supplier.id} value={supplier.id}>
                {supplier.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
      pending={list.isPending}
      failed={list.isError}
      loadingLabel={S.loading}
      failedText={S.failed}
      emptyText={list.data && list.data.items.length === 0 ? (filtering ? S.empty : S.emptyList) : null}
    >
      {list.data && list.data.items.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {S.shown(list.data.items.length, list.data.total)}
          </Typography>
          <List
            items={list.data.items}
            onEdit={manages ? (item) => setOpen({ kind: 'item', item }) : undefined}
            onDelete={
              manages
                ? (item) => {
                    remove.reset();
                    setOpen({ kind: 'delete', item });
                  }
                : undefined
            }
          />
        </>
      ) : null}
      {open.kind === 'item' ? (
        <PriceItemDialog
          item={open.item}
          suppliers={supplierList}
          defaultSupplierId={supplierId || (supplierList[0]?.id ?? '')}
          onClose={close}
          onSaved={(text) => {
            close();
            notify(text);
          }}
        />
      ) : null}
      {open.kind === 'delete' ? (
        <ConfirmDialog
          title={S.deleteTitle}
          text={S.deleteText(open.item.code, open.item.description)}
          error={remove.isError ? errorMessage(remove.error, S.deleteFailed) : null}
          pending={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(open.item.id, {
              onSuccess: () => {
                close();
                notify(S.deleted(open.item.code));
              },
            })
          }
        />
      ) : null}
      {open.kind === 'suppliers' ? (
        <SuppliersDialog suppliers={supplierList} onClose={close} notify={(text) => notify(text)} />
      ) : null}
      {open.kind === 'import' ? (
        <ImportPriceFileDialog
          suppliers={supplierList}
          defaultSupplierId={supplierId}
          onClose={close}
          onDone={(text) => {
            close();
            notify(text);
          }}
        />
      ) : null}
      {notice}
    </AdminListFrame>
  );
}
