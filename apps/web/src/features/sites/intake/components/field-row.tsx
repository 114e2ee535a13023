/**
 * One proposed field: its label and value (a text box, a date, or the catalogue's types), where it
 * was read ("from ‘12/03/2025’, page 1"), a clash the server already sees, a conflict the accept
 * answered, and Accept / Edit / Reject. Typing a new value makes it an edit; Accept goes back to what
 * was read. Pointer or focus on the row lights the field's box on the page.
 */
import {
  INTAKE_LIMITS,
  type IntakeDuplicate,
  type IntakeField,
  MAINTENANCE_CATALOGUE,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type FieldAction, type FieldDecision, fieldInputKind } from '../review';
import { I } from '../strings';

type Props = {
  field: IntakeField;
  decision: FieldDecision;
  duplicates: readonly IntakeDuplicate[];
  conflict: string | undefined;
  /** The asset groups of the file, for a defect's "Asset" ('asset:0' …). */
  assetGroups: readonly string[];
  active: boolean;
  readOnly: boolean;
  onChange: (decision: FieldDecision) => void;
  onActive: (fieldId: string | null) => void;
};

const domId = (fieldId: string) => `intake-field-${fieldId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function sourceText(field: IntakeField): string {
  return field.words ? I.from(field.words, field.page) : I.derived;
}

function options(field: IntakeField, value: string, assetGroups: readonly string[]): ReactNode[] | null {
  const kind = fieldInputKind(field);
  if (kind === 'type') {
    const items = MAINTENANCE_CATALOGUE.map((type) => (
      <MenuItem key={type.key} value={type.key}>
        {type.label}
      </MenuItem>
    ));
    if (value && !MAINTENANCE_CATALOGUE.some((type) => type.key === value))
      items.unshift(
        <MenuItem key={value} value={value}>
          {value}
        </MenuItem>,
      );
    return items;
  }
  if (kind === 'assetRef') {
    const groups = value && !assetGroups.includes(value) ? [...assetGroups, value] : assetGroups;
    return [
      <MenuItem key="" value="">
        {I.noneAsset}
      </MenuItem>,
      ...groups.map((group) => (
        <MenuItem key={group} value={group}>
          {/^asset:\d+$/.test(group) ? I.assetRefOption(Number(group.slice(6)) + 1) : group}
        </MenuItem>
      )),
    ];
  }
  return null;
}

export function fieldDisplayValue(field: IntakeField, value: string): string {
  const kind = fieldInputKind(field);
  if (kind === 'type') return MAINTENANCE_CATALOGUE.find((type) => type.key === value)?.label ?? value;
  if (kind === 'assetRef' && /^asset:\d+$/.test(value)) return I.assetRefOption(Number(value.slice(6)) + 1);
  return field.unit && value ? `${value} ${field.unit}` : value;
}

export function FieldRow({
  field,
  decision,
  duplicates,
  conflict,
  assetGroups,
  active,
  readOnly,
  onChange,
  onActive,
}: Props) {
  const id = domId(field.id);
  const sourceId = `${id}-source`;
  const noteId = `${id}-note`;
  const kind = fieldInputKind(field);
  const choices = options(field, decision.value, assetGroups);
  const rejected = decision.action === 'reject';
  const notes = duplicates.length > 0 || conflict;

  const setAction = (action: FieldAction | null) => {
    if (!action) return;
    onChange({ action, value: action === 'accept' ? field.value : decision.value });
  };

  return (
    <Box
      data-testid={id}
      onMouseEnter={() => onActive(field.id)}
      onMouseLeave={() => onActive(null)}
      onFocusCapture={() => onActive(field.id)}
      sx={{
        py: 1,
        px: 1,
        borderLeft: 3,
        borderColor: active ? 'secondary.main' : 'transparent',
        opacity: rejected ? 0.7 : 1,
      }}
    >
      {readOnly ? (
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {field.label}:
          </Box>{' '}
          {fieldDisplayValue(field, field.value)}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            id={id}
            size="small"
            label={field.label}
            value={decision.value}
            type={kind === 'date' ? 'date' : 'text'}
            select={choices !== null}
            error={Boolean(conflict)}
            sx={{ flex: '1 1 220px', minWidth: 0 }}
            onChange={(event) => onChange({ action: 'edit', value: event.target.value })}
            slotProps={{
              inputLabel: kind === 'date' ? { shrink: true } : undefined,
              htmlInput: {
                maxLength: INTAKE_LIMITS.valueMax,
                'aria-describedby': notes ? `${sourceId} ${noteId}` : sourceId,
              },
              input: field.unit
                ? { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> }
                : undefined,
              select:
                choices !== null
                  ? { SelectDisplayProps: { 'aria-describedby': notes ? `${sourceId} ${noteId}` : sourceId } }
                  : undefined,
            }}
          >
            {choices}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={decision.action}
            onChange={(_, next: FieldAction | null) => setAction(next)}
            aria-label={I.decisionLabel(field.label)}
          >
            <ToggleButton value="accept">{I.accept}</ToggleButton>
            <ToggleButton value="edit">{I.edit}</ToggleButton>
            <ToggleButton value="reject">{I.reject}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      )}
      <Typography id={sourceId} variant="caption" color="text.secondary" component="p">
        {sourceText(field)}
      </Typography>
      {notes ? (
        <Box id={noteId}>
          {duplicates.map((duplicate) => (
            <Alert key={duplicate.message} severity="warning" sx={{ mt: 0.5, py: 0 }}>
              {duplicate.message}
            </Alert>
          ))}
          {conflict ? (
            <Alert severity="error" sx={{ mt: 0.5, py: 0 }}>
              {conflict}
            </Alert>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
