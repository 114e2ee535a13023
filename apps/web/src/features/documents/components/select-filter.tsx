/** A labelled select with an 'All …' first option, as the search filters use it. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type SelectFilterProps = {
  label: string;
  value: string;
  allLabel: string;
  options: readonly string[];
  onChange: (value: string) => void;
  format?: (option: string) => string;
};

export function SelectFilter({ label, value, allLabel, options, onChange, format }: SelectFilterProps) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {format ? format(option) : option}
        </MenuItem>
      ))}
    </TextField>
  );
}
