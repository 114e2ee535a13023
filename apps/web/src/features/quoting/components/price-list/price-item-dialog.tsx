/**
 * Add / Edit price list item on the shared FormDialog frame, checked with the API's own schema before
 * sending; the server's refusal (a code the supplier already has) shows above the fields.
 */
import {
  MAINTENANCE_CATALOGUE,
  type PriceItem,
  type PriceItemInput,
  priceItemInputSchema,
  type Supplier,
} from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useSavePriceItem } from '../../api/price-list-admin';
import { PRICE_LIST_STRINGS as S } from './strings';

type Key = keyof typeof S.fields;
type Form = Record<Key, string>;

const toForm = (item: PriceItem | null, supplierId: string): Form => ({
  supplierId: item?.supplierId ?? supplierId,
  code: item?.code ?? '',
  description: item?.description ?? '',
  unit: item?.unit ?? 'each',
  category: item?.category ?? '',
  unitPrice: item ? String(item.unitPrice) : '',
  assetType: item?.assetType ?? '',
});

/** A price as typed: spaces and a leading R dropped, a decimal comma read as a point. */
const priceOf = (text: string) => {
  const plain = text.replace(/\s/g, '').replace(/^R/i, '').replace(',', '.');
  return plain === '' ? Number.NaN : Number(plain);
};

export function toPriceItemInput(form: Form): PriceItemInput {
  return {
    supplierId: form.supplierId,
    code: form.code,
    description: form.description,
    unit: form.unit,
    category: form.category,
    assetType: form.assetType === '' ? null : form.assetType,
    unitPrice: priceOf(form.unitPrice),
  };
}

/** The API's schema, read from the form as typed. */
const priceItemFormSchema = z.preprocess((form) => toPriceItemInput(form as Form), priceItemInputSchema);
const messages = { supplierId: 'Choose a supplier' };

export function PriceItemDialog({
  item,
  suppliers,
  defaultSupplierId,
  onClose,
  onSaved,
}: {
  item: PriceItem | null;
  suppliers: Supplier[];
  defaultSupplierId: string;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const form = useZodForm<Form, PriceItemInput>(priceItemFormSchema, () => toForm(item, defaultSupplierId), {
    messages,
  });
  const save = useSavePriceItem();

  const submit = form.handleSubmit((_data, values) => {
    save.mutate(
      { ...(item ? { id: item.id } : {}), input: toPriceItemInput(values) },
      { onSuccess: (saved) => onSaved(item ? S.saved(saved.code) : S.added(saved.code)) },
    );
  });

  const field = (key: Key, extra: object = {}) => (
    <TextField label={S.fields[key]} {...form.field(key)} fullWidth {...extra} />
  );
  const row = { direction: { xs: 'column', sm: 'row' } as const, spacing: 2 };

  return (
    <FormDialog
      title={item ? S.editTitle : S.addTitle}
      titleId={item ? 'edit-price-item-title' : 'add-price-item-title'}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? errorMessage(save.error, S.saveFailed) : null}
    >
      {field('supplierId', {
        select: true,
        required: true,
        children: suppliers.map((supplier) => (
          <MenuItem key={supplier.id} value={supplier.id}>
            {supplier.name}
          </MenuItem>
        )),
      })}
      <Stack {...row}>
        {field('code', { required: true, autoFocus: true })}
        {field('unit', { required: true })}
      </Stack>
      {field('description', { required: true })}
      <Stack {...row}>
        {field('category')}
        {field('unitPrice', { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}
      </Stack>
      {field('assetType', {
        select: true,
        children: [
          <MenuItem key="" value="">
            {S.noAssetType}
          </MenuItem>,
          ...MAINTENANCE_CATALOGUE.map((type) => (
            <MenuItem key={type.key} value={type.key}>
              {type.label}
            </MenuItem>
          )),
        ],
      })}
    </FormDialog>
  );
}
