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
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
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
  const [form, setForm] = useState<Form>(
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
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const save = useSaveAsset();
  const chosen = types.find((type) => type.key === form.type);
  const titleId = asset ? 'edit-asset-title' : 'add-asset-title';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { ...form, installedOn: form.installedOn || null } as AssetInput;
    const parsed = assetInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Form] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const label = chosen?.label ?? form.type;
    save.mutate(
      { siteId, ...(asset ? { assetId: asset.id } : {}), input },
      { onSuccess: () => onSaved(asset ? S.assetSaved(label) : S.assetAdded(label)) },
    );
  };

  const change = (key: keyof Form, value: string) =>
    setForm((f) => {
      // A standard that was only the old type's default follows the type.
      const oldDefault = types.find((type) => type.key === f.type)?.standard;
      const standard = key === 'type' && f.standard === oldDefault ? '' : f.standard;
      return { ...f, standard, [key]: value };
    });

  const field = (key: keyof Form, extra: object = {}) => (
    <TextField
      label={S.assetFields[key]}
      value={form[key]}
      onChange={(event) => change(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{asset ? S.editAssetTitle : S.addAssetTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {save.isError ? (
              <Alert severity="error">{errorMessage(save.error, 'Could not save the asset')}</Alert>
            ) : null}
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
              ...(errors.standard
                ? {}
                : { helperText: chosen ? S.standardHelp(chosen.standard) : undefined }),
            })}
            {field('notes', { multiline: true, minRows: 2 })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{S.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {S.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
