/**
 * One asset of the visit, as a collapsible card: its identity, the checklist (Pass / Fail / Not
 * tested per task), readings with units, notes, photos, and Save. Save records the whole result in
 * the outbox (decision 0067: one deliberate save per asset, checked first, rather than a write per tap).
 */

import type { AssetResultInput } from '@firebreak/shared';
import { CHECK_OUTCOME_LABELS, CHECK_OUTCOMES, VISIT_WORK_LIMITS, type VisitDetail } from '@firebreak/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { PhotoView, ResultView, StoredPhoto } from '../offline/outbox';
import { W } from '../strings';
import { checkDraft, type DraftErrors, draftOf, type ResultDraft } from './asset-result-form';
import { PhotoInput, PhotoThumbs } from './photo-strip';

type Asset = VisitDetail['assets'][number];

type Props = {
  asset: Asset;
  result: ResultView | undefined;
  photos: readonly PhotoView[];
  defaultExpanded: boolean;
  readOnly: boolean;
  onSave: (input: AssetResultInput) => void;
  onPhoto: (photo: StoredPhoto) => void;
  onRemovePhoto: (photoId: string) => void;
};

const nameOf = (asset: Asset) => [asset.typeLabel, asset.serial].filter(Boolean).join(' ');

function ResultChip({ result }: { result: ResultView | undefined }) {
  if (!result) return <Chip size="small" variant="outlined" label={W.notRecorded} />;
  const color = result.outcome === 'PASS' ? 'success' : result.outcome === 'FAIL' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      label={`${W.recorded(CHECK_OUTCOME_LABELS[result.outcome])}${result.pending ? ` · ${W.waitingBadge}` : ''}`}
    />
  );
}

export function AssetCard({
  asset,
  result,
  photos,
  defaultExpanded,
  readOnly,
  onSave,
  onPhoto,
  onRemovePhoto,
}: Props) {
  const headingId = useId();
  const [draft, setDraft] = useState<ResultDraft>(() => draftOf(asset, result));
  const [errors, setErrors] = useState<DraftErrors>({ readings: {} });
  const [dirty, setDirty] = useState(false);
  // A newer copy of the result (the server's, after the phone's older copy) shows unless the
  // technician is typing over it.
  const resultKey = result
    ? JSON.stringify([result.checks, result.readings, result.notes, result.recordedAt])
    : '';
  const shownKey = useRef(resultKey);
  useEffect(() => {
    if (dirty || shownKey.current === resultKey) return;
    shownKey.current = resultKey;
    setDraft(draftOf(asset, result));
  }, [asset, dirty, result, resultKey]);
  const change = (next: Partial<ResultDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setDirty(true);
  };
  const save = () => {
    const checked = checkDraft(asset, draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({ readings: {} });
    setDirty(false);
    onSave(checked.input);
  };
  const name = nameOf(asset);

  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 56 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            component="span"
            variant="subtitle1"
            sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {W.assetSummary(asset.typeLabel, asset.location)}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <ResultChip result={result} />
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0, mb: 2 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {W.makeModel}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {[asset.make, asset.model].filter(Boolean).join(' ') || W.noValue}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {W.serial}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {asset.serial || W.noValue}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {W.location}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {asset.location || W.noValue}
          </Typography>
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h4" variant="subtitle2">
            {W.tasksHeading}
          </Typography>
          {asset.tasks.length > 0 && !readOnly ? (
            <Button
              sx={{ minHeight: 48 }}
              onClick={() => change({ outcomes: asset.tasks.map(() => 'PASS') })}
            >
              {W.allPass}
            </Button>
          ) : null}
        </Box>
        {asset.tasks.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {W.noTasks}
          </Typography>
        ) : (
          <Box component="ol" sx={{ p: 0, m: 0, pl: 2.5 }}>
            {asset.tasks.map((task, i) => (
              <Box component="li" key={`${task.frequency}-${task.task}`} sx={{ mb: 1.5 }}>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {task.task}
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  disabled={readOnly}
                  value={draft.outcomes[i]}
                  aria-label={W.taskGroup(task.task)}
                  onChange={(_, value) => {
                    if (value) change({ outcomes: draft.outcomes.map((o, j) => (j === i ? value : o)) });
                  }}
                  sx={{ flexWrap: 'wrap' }}
                >
                  {CHECK_OUTCOMES.map((outcome) => (
                    <ToggleButton key={outcome} value={outcome} sx={{ minHeight: 48, minWidth: 72 }}>
                      {CHECK_OUTCOME_LABELS[outcome]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
            ))}
          </Box>
        )}
        {errors.tasks ? (
          <Typography role="alert" color="error" variant="body2">
            {errors.tasks}
          </Typography>
        ) : null}

        {asset.readings.length > 0 ? (
          <>
            <Typography component="h4" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              {W.readingsHeading}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {asset.readings.map((r) => (
                <TextField
                  key={r.key}
                  label={r.label}
                  value={draft.readings[r.key] ?? ''}
                  disabled={readOnly}
                  onChange={(e) => change({ readings: { ...draft.readings, [r.key]: e.target.value } })}
                  error={Boolean(errors.readings[r.key])}
                  helperText={errors.readings[r.key] ?? `${r.min}–${r.max} ${r.unit}`}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { endAdornment: <InputAdornment position="end">{r.unit}</InputAdornment> },
                  }}
                />
              ))}
            </Box>
          </>
        ) : null}

        <TextField
          label={W.notes}
          value={draft.notes}
          disabled={readOnly}
          onChange={(e) => change({ notes: e.target.value })}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: VISIT_WORK_LIMITS.notesMax } }}
        />

        <Typography component="h4" variant="subtitle2" sx={{ mt: 2 }}>
          {W.photosHeading}
        </Typography>
        <PhotoThumbs photos={photos} onRemove={readOnly ? undefined : onRemovePhoto} />
        {readOnly ? null : <PhotoInput label={W.addPhotoFor(name)} onPhoto={onPhoto} />}

        {readOnly ? null : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
            <Button
              variant="contained"
              sx={{ minHeight: 48, minWidth: 120 }}
              onClick={save}
              aria-label={W.saveAsset(asset.typeLabel, asset.serial)}
            >
              {W.save}
            </Button>
            {dirty ? (
              <Typography variant="body2" color="text.secondary">
                {W.unsaved}
              </Typography>
            ) : null}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
