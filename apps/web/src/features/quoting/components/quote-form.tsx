/**
 * The quick-quote form of spec §3/§5: project type (a template), client type, area with the template's
 * range as a hint (not enforced), urgency, location, project title, client name and contact number.
 * Generate is disabled while generating or while a required field is empty.
 */
import {
  CLIENT_TYPES,
  clientTypeLabel,
  formatArea,
  isQuoteFormComplete,
  QUOTE_LIMITS,
  type QuoteLocation,
  type QuoteTemplate,
  type Urgency,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { FORM_STRINGS as S } from '../strings';
import { LocationSelect, UrgencySelect } from './pricing-selects';
import { QuoteClientPicker } from './quote-client-picker';

export type QuoteFormValues = {
  projectType: string;
  clientType: string;
  area: string;
  urgency: Urgency;
  location: QuoteLocation;
  projectTitle: string;
  clientName: string;
  contactNumber: string;
};

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  projectType: '',
  clientType: '',
  area: '',
  urgency: 'STANDARD',
  location: 'LOCAL',
  projectTitle: '',
  clientName: '',
  contactNumber: '',
};

type QuoteFormProps = {
  values: QuoteFormValues;
  onChange: (patch: Partial<QuoteFormValues>) => void;
  onGenerate: () => void;
  templates: QuoteTemplate[];
  isGenerating: boolean;
  error: string | null;
};

export function QuoteForm({ values, onChange, onGenerate, templates, isGenerating, error }: QuoteFormProps) {
  const template = templates.find((item) => item.id === values.projectType);
  const areaHelp = template
    ? S.areaRange(formatArea(template.minArea), formatArea(template.maxArea))
    : S.areaHelp;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onGenerate();
  }

  const text = (name: 'projectTitle' | 'clientName' | 'contactNumber', max: number) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: max } },
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ p: 3 }}
      aria-labelledby="quick-quote-heading"
    >
      <Typography id="quick-quote-heading" variant="h6" component="h2" gutterBottom>
        {S.heading}
      </Typography>
      <Stack spacing={2}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          select
          required
          label={S.projectType}
          name="projectType"
          value={values.projectType}
          onChange={(event) => onChange({ projectType: event.target.value })}
          fullWidth
        >
          {templates.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          label={S.clientType}
          name="clientType"
          value={values.clientType}
          onChange={(event) => onChange({ clientType: event.target.value })}
          fullWidth
        >
          {CLIENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {clientTypeLabel(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={S.area}
          name="area"
          type="number"
          value={values.area}
          onChange={(event) => onChange({ area: event.target.value })}
          helperText={areaHelp}
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        />
        <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
          <UrgencySelect value={values.urgency as Urgency} onChange={(urgency) => onChange({ urgency })} />
          <LocationSelect
            value={values.location as QuoteLocation}
            onChange={(location) => onChange({ location })}
          />
        </Stack>
        <TextField required label={S.projectTitle} {...text('projectTitle', QUOTE_LIMITS.projectTitleMax)} />
        <QuoteClientPicker
          clientName={values.clientName}
          contactNumber={values.contactNumber}
          onChange={onChange}
        />
        <TextField
          label={S.contactNumber}
          type="tel"
          autoComplete="tel"
          {...text('contactNumber', QUOTE_LIMITS.contactNumberMax)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isGenerating || !isQuoteFormComplete(values)}
          startIcon={
            isGenerating ? <CircularProgress size={20} color="inherit" aria-label={S.generating} /> : null
          }
        >
          {S.generate}
        </Button>
      </Stack>
    </Paper>
  );
}
