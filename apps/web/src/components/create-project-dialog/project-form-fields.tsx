/**
 * The ten fields of the dialog; title, client name, location, area, budget and due date marked
 * required. The client is picked from Clients or typed (a new one is added).
 */
import { CLIENT_TYPES, LABELS, PROJECT_TYPES, URGENCIES } from '@firebreak/shared';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ClientPicker } from '@/components/client-picker/client-picker';
import type { ProjectForm } from './project-form';
import { CREATE_PROJECT_STRINGS as S } from './strings';

type FieldsProps = {
  form: ProjectForm;
  disabled: boolean;
  onChange: <K extends keyof ProjectForm>(field: K, value: ProjectForm[K]) => void;
  /** Leaves the budget out, for a role without 'projects.finance' editing a project's details. */
  hideBudget?: boolean;
};

export function ProjectFormFields({ form, disabled, onChange, hideBudget = false }: FieldsProps) {
  const text = (field: keyof ProjectForm) => ({
    value: form[field],
    disabled,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value as never),
  });
  const options = (values: readonly string[], labels: Record<string, string>) =>
    values.map((value) => (
      <MenuItem key={value} value={value}>
        {labels[value] ?? value}
      </MenuItem>
    ));

  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={12}>
        <TextField label={S.fields.title} required autoFocus {...text('title')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ClientPicker
          label={S.fields.clientName}
          required
          disabled={disabled}
          clientId={form.clientId}
          clientName={form.clientName}
          onChange={({ clientId, clientName, client }) => {
            onChange('clientId', clientId);
            onChange('clientName', clientName);
            const type = client && CLIENT_TYPES.find((t) => t === client.type.toUpperCase());
            if (type) onChange('clientType', type);
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label={S.fields.clientType} {...text('clientType')}>
          {options(CLIENT_TYPES, LABELS.clientType)}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label={S.fields.type} {...text('type')}>
          {options(PROJECT_TYPES, LABELS.projectType)}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label={S.fields.urgency} {...text('urgency')}>
          {options(URGENCIES, LABELS.urgency)}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField label={S.fields.location} required {...text('location')} />
      </Grid>
      <Grid size={{ xs: 12, sm: hideBudget ? 6 : 4 }}>
        <TextField
          label={S.fields.area}
          required
          type="number"
          slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
          {...text('area')}
        />
      </Grid>
      {hideBudget ? null : (
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            label={S.fields.budget}
            required
            type="number"
            slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
            {...text('budget')}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: hideBudget ? 6 : 4 }}>
        <TextField
          label={S.fields.dueDate}
          required
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          {...text('dueDate')}
        />
      </Grid>
      <Grid size={12}>
        <TextField label={S.fields.description} multiline minRows={3} {...text('description')} />
      </Grid>
    </Grid>
  );
}
