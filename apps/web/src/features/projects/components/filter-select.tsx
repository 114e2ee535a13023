/** A multi-choice filter (status, type, urgency, client type); none chosen means all. */
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PROJECTS_STRINGS as S } from '../strings';

type FilterSelectProps<T extends string> = {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T[];
  onChange: (value: T[]) => void;
};

export function FilterSelect<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ minWidth: 150 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const chosen = selected as T[];
            return chosen.length ? chosen.map((item) => labels[item]).join(', ') : S.all;
          },
        },
      }}
      onChange={(event) => {
        const next = event.target.value as unknown as T[] | string;
        onChange(typeof next === 'string' ? (next.split(',') as T[]) : next);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          <Checkbox size="small" checked={value.includes(option)} sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={labels[option]} />
        </MenuItem>
      ))}
    </TextField>
  );
}
