/** A full-width search field with a leading icon and a clear button once something is typed. */
import ClearIcon from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  clearLabel: string;
  icon: ReactNode;
  maxLength?: number;
};

export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  clearLabel,
  icon,
  maxLength,
}: SearchBoxProps) {
  return (
    <TextField
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { 'aria-label': label, ...(maxLength ? { maxLength } : {}) },
        input: {
          startAdornment: <InputAdornment position="start">{icon}</InputAdornment>,
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton aria-label={clearLabel} onClick={() => onChange('')} edge="end">
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
