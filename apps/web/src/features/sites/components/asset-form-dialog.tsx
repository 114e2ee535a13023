/**
 * Add asset / Edit asset: the type from the maintenance catalogue (grouped by system), make, model,
 * serial, location, installed date (a real date, not in the future), standard and notes. Validated
 * with the API's own schema; a duplicate serial comes back from the server as 409 and shows here.
 */
import {
  type Asset,
  type AssetInput,
  type AssetType,
  assetInputSchema,
  todayInSouthAfrica,
} from '@firebreak/shared';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useSaveAsset } from '../api/save-asset';
import { S } from '../strings';

type Form = {
  type: string;
  make: string;
  model: string;
  serial: string;
  location: string;
  installedOn: string;
  standard: string;
  notes: string;
};

const blank: Form = {
  type: '',
  make: '',
  model: '',
  serial: '',
  location: '',
  installedOn: '',
  standard: '',
  notes: '',
};

/** The API's schema, read from the form: an empty installed date is none. */
const assetFormSchema = z.preprocess(
  (form) => ({ ...(form as Form), installedOn: (form as Form).installedOn || null }),
  assetInputSchema,
);

/** The select's children: a heading per system, then its types. */
function typeOptions(types: readonly AssetType[]) {
  const items: React.ReactNode[] = [];
  let system = '';
  for (const type of types) {
    if (type.system !== system) {
      system = type.system;
      items.push(<ListSubheader key={`system-${system}`}>{type.systemLabel}</ListSubheader>);
    }
    items.push(
      <MenuItem key={type.key} value={type.key}>
        {type.label}
      </MenuItem>,
    );
  }
  return items;
}

export function AssetFormDialog({
  siteId,
  asset,
  types,
  onClose,
  onSaved,
}: {
  siteId: string;
  asset: Asset | null;
  types: readonly AssetType[];
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const form = useZodForm<Form, AssetInput>(
    assetFormSchema,
    asset
      ? {
          type: asset.type,
          make: asset.make,
          model: asset.model,
          serial: asset.serial,
          location: asset.location,
          installedOn: asset.installedOn ?? '',
          standard: asset.standard,
          notes: asset.notes,
        }
      : blank,
  );
  const { errors } = form;
  const save = useSaveAsset();
  const chosen = types.find((type) => type.key === form.values.type);
  const titleId = asset ? 'edit-asset-title' : 'add-asset-title';

  const submit = form.handleSubmit((_data, values) => {
    const input = { ...values, installedOn: values.installedOn || null } as AssetInput;
    const label = chosen?.label ?? values.type;
    save.mutate(
      { siteId, ...(asset ? { assetId: asset.id } : {}), input },
      { onSuccess: () => onSaved(asset ? S.assetSaved(label) : S.assetAdded(label)) },
    );
  });

  const change = (key: keyof Form, value: string) =>
    form.setValues((f) => {
      // A standard that was only the old type's default follows the type.
      const oldDefault = types.find((type) => type.key === f.type)?.standard;
      const standard = key === 'type' && f.standard === oldDefault ? '' : f.standard;
      return { ...f, standard, [key]: value };
    });

  const field = (key: keyof Form, extra: object = {}) => (
    <TextField
      label={S.assetFields[key]}
      {...form.field(key)}
      onChange={(event) => change(key, event.target.value)}
      fullWidth
      {...extra}
    />
  );

  return (
    <FormDialog
      title={asset ? S.editAssetTitle : S.addAssetTitle}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? errorMessage(save.error, 'Could not save the asset') : null}
    >
      {field('type', { select: true, required: true, children: typeOptions(types) })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('make')}
        {field('model')}
      </Stack>
      {field('serial')}
      {field('location', { required: true })}
      {field('installedOn', {
        type: 'date',
        slotProps: { inputLabel: { shrink: true }, htmlInput: { max: todayInSouthAfrica() } },
      })}
      {field('standard', {
        ...(errors.standard ? {} : { helperText: chosen ? S.standardHelp(chosen.standard) : undefined }),
      })}
      {field('notes', { multiline: true, minRows: 2 })}
    </FormDialog>
  );
}
