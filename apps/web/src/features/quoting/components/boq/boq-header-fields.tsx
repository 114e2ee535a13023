/**
 * The bill's header: the Quick Quote form's fields and words (title, client, contact, client type,
 * urgency, location) and the template whose terms the quote carries.
 */
import {
  CLIENT_TYPES,
  type ClientType,
  clientTypeLabel,
  QUOTE_LIMITS,
  type QuoteTemplate,
} from '@firebreak/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FORM_STRINGS as F } from '../../strings';
import { LocationSelect, UrgencySelect } from '../pricing-selects';
import { QuoteClientPicker } from '../quote-client-picker';
import type { BoqHeader } from './boq-draft';
import { BOQ_STRINGS as B } from './strings';

type Props = {
  values: BoqHeader;
  onChange: (patch: Partial<BoqHeader>) => void;
  templates: QuoteTemplate[];
  /** The reopened quote's own template when it is no longer offered (retired). */
  currentTemplate: { id: string; name: string } | null;
  disabled: boolean;
};

export function BoqHeaderFields({ values, onChange, templates, currentTemplate, disabled }: Props) {
  const options: { id: string; name: string }[] =
    currentTemplate && !templates.some((template) => template.id === currentTemplate.id)
      ? [...templates, currentTemplate]
      : templates;
  const text = (name: 'projectTitle' | 'clientName' | 'contactNumber', max: number) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
    fullWidth: true,
    disabled,
    slotProps: { htmlInput: { maxLength: max } },
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
      <TextField
        required
        label={F.projectTitle}
        {...text('projectTitle', QUOTE_LIMITS.projectTitleMax)}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <QuoteClientPicker
        clientName={values.clientName}
        contactNumber={values.contactNumber}
        onChange={onChange}
        disabled={disabled}
      />
      <TextField
        label={F.contactNumber}
        type="tel"
        autoComplete="tel"
        {...text('contactNumber', QUOTE_LIMITS.contactNumberMax)}
      />
      <TextField
        select
        required
        label={F.clientType}
        name="clientType"
        value={values.clientType}
        onChange={(event) => onChange({ clientType: event.target.value as ClientType })}
        disabled={disabled}
        fullWidth
      >
        {CLIENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {clientTypeLabel(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        required
        label={B.header.template}
        name="templateId"
        value={values.templateId}
        onChange={(event) => onChange({ templateId: event.target.value })}
        helperText={B.header.templateHelp}
        disabled={disabled}
        fullWidth
      >
        {options.map((template) => (
          <MenuItem key={template.id} value={template.id}>
            {template.name}
          </MenuItem>
        ))}
      </TextField>
      <UrgencySelect
        value={values.urgency}
        onChange={(urgency) => onChange({ urgency })}
        disabled={disabled}
      />
      <LocationSelect
        value={values.location}
        onChange={(location) => onChange({ location })}
        disabled={disabled}
      />
    </Box>
  );
}
