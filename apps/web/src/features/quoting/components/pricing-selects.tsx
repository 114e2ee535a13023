/** The Urgency and Location selects Quick Quote and the Detailed BOQ both price with (spec §9). */
import { QUOTE_LOCATIONS, type QuoteLocation, URGENCIES, type Urgency } from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FORM_STRINGS as S } from '../strings';

type SelectProps<T> = { value: T; onChange: (value: T) => void; disabled?: boolean };

export function UrgencySelect({ value, onChange, disabled }: SelectProps<Urgency>) {
  return (
    <TextField
      select
      label={S.urgency}
      name="urgency"
      value={value}
      onChange={(event) => onChange(event.target.value as Urgency)}
      disabled={disabled}
      fullWidth
    >
      {URGENCIES.map((urgency) => (
        <MenuItem key={urgency} value={urgency}>
          {S.urgencyOptions[urgency]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function LocationSelect({ value, onChange, disabled }: SelectProps<QuoteLocation>) {
  return (
    <TextField
      select
      label={S.location}
      name="location"
      value={value}
      onChange={(event) => onChange(event.target.value as QuoteLocation)}
      disabled={disabled}
      fullWidth
    >
      {QUOTE_LOCATIONS.map((location) => (
        <MenuItem key={location} value={location}>
          {S.locationOptions[location]}
        </MenuItem>
      ))}
    </TextField>
  );
}
