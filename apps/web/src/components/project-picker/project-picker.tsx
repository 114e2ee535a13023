/** Choose a project by title or client, searched on the server (GET /api/projects?q=). */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useProjects } from '@/entities/project/api/get-projects';

export type ProjectOption = { id: string; title: string; clientName: string };

type ProjectPickerProps = {
  label: string;
  value: ProjectOption | null;
  onChange: (project: ProjectOption | null) => void;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

export function ProjectPicker({ label, value, onChange, required, disabled, size }: ProjectPickerProps) {
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  // While a project is chosen, its own title is in the box: list everything rather than only it.
  const q = value && search === value.title ? '' : search;
  const projectsQuery = useProjects({ q: q || undefined, pageSize: 50, sort: 'title', order: 'asc' });
  const options: ProjectOption[] = (projectsQuery.data?.items ?? []).map(({ id, title, clientName }) => ({
    id,
    title,
    clientName,
  }));

  return (
    <Autocomplete
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(all) => all}
      loading={projectsQuery.isFetching}
      disabled={disabled}
      size={size}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.title}
          <span style={{ opacity: 0.7, marginLeft: 8 }}>{option.clientName}</span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} required={required} />}
    />
  );
}
