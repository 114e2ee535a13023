/** A new defect: severity, description, the asset it is on (or the whole site), an optional photo. */
import {
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  type DefectInput,
  type DefectSeverity,
  defectInputSchema,
  VISIT_WORK_LIMITS,
  type VisitDetail,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import type { StoredPhoto } from '../offline/outbox';
import { W } from '../strings';
import { PhotoInput } from './photo-strip';

type Props = {
  assets: VisitDetail['assets'];
  onClose: () => void;
  onAdd: (input: DefectInput, photo: StoredPhoto | null) => void;
};

const NO_ASSET = '';

export function DefectDialog({ assets, onClose, onAdd }: Props) {
  const titleId = useId();
  const [severity, setSeverity] = useState<DefectSeverity>('MAJOR');
  const [description, setDescription] = useState('');
  const [assetId, setAssetId] = useState(NO_ASSET);
  const [photo, setPhoto] = useState<StoredPhoto | null>(null);
  const [error, setError] = useState('');
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = defectInputSchema.safeParse({ severity, description, assetId: assetId || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    onAdd(parsed.data, photo);
  };
  return (
    <FormDialog
      title={W.defectDialog}
      titleId={titleId}
      onClose={onClose}
      onSubmit={add}
      busy={false}
      cancelLabel={W.cancel}
      saveLabel={W.addDefectSave}
      largeActions
    >
      <Box>
        <TextField
          select
          label={W.severity}
          value={severity}
          onChange={(e) => setSeverity(e.target.value as DefectSeverity)}
          fullWidth
          margin="normal"
        >
          {DEFECT_SEVERITIES.map((s) => (
            <MenuItem key={s} value={s} sx={{ minHeight: 48 }}>
              {DEFECT_SEVERITY_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={W.description}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
          multiline
          minRows={2}
          fullWidth
          required
          margin="normal"
          slotProps={{ htmlInput: { maxLength: VISIT_WORK_LIMITS.defectMax } }}
        />
        <TextField
          select
          label={W.asset}
          value={assetId}
          onChange={(e) => setAssetId(e.target.value)}
          fullWidth
          margin="normal"
        >
          <MenuItem value={NO_ASSET} sx={{ minHeight: 48 }}>
            {W.noAsset}
          </MenuItem>
          {assets.map((a) => (
            <MenuItem key={a.id} value={a.id} sx={{ minHeight: 48 }}>
              {[a.typeLabel, a.serial, a.location].filter(Boolean).join(' · ')}
            </MenuItem>
          ))}
        </TextField>
        <Typography component="p" variant="subtitle2" sx={{ mt: 1 }}>
          {W.defectPhoto}
        </Typography>
        <PhotoInput label={W.addPhotoFor(W.defectDialog.toLowerCase())} onPhoto={setPhoto} />
        {photo ? <Typography variant="body2">{W.photoChosen(photo.name)}</Typography> : null}
      </Box>
    </FormDialog>
  );
}
