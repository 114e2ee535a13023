/**
 * A labelled select with an 'All …' first option, as the search filters use it. With nothing chosen
 * the select shows that option's words ('All Categories'), as the specification words it, rather than
 * an empty box under its label: the label floats above, the value reads in the box.
 */
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
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
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
