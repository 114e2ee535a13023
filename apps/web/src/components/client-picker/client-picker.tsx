/**
 * The one way a client is named (issue 27 item 9): a project's or a quote's client, chosen from the
 * Clients list or typed as a new name. For a project the server adds a client it does not know yet
 * (docs/decisions/0062); a quote keeps the name until it becomes a project. The helper text says
 * which will happen.
 */
import type { Client } from '@firebreak/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue } from 'react';
import { useClientOptions } from '@/entities/client/api/get-client-options';
import { CLIENT_PICKER_STRINGS as S } from './strings';

export type ClientChoice = { clientId: string | null; clientName: string; client?: Client };

type ClientPickerProps = {
  label: string;
  clientId: string | null;
  clientName: string;
  onChange: (choice: ClientChoice) => void;
  disabled?: boolean;
  required?: boolean;
  /** What a name that is not in Clients will do (default: it is added to Clients on save). */
  newNameHint?: (name: string) => string;
  maxLength?: number;
};

export function ClientPicker({
  label,
  clientId,
  clientName,
  onChange,
  disabled,
  required,
  newNameHint = S.added,
  maxLength,
}: ClientPickerProps) {
  const search = useDeferredValue(clientName.trim());
  const options = useClientOptions(clientId ? '' : search);
  const clients = options.data ?? [];
  const exact = clients.find((c) => c.name.trim().toLowerCase() === search.toLowerCase());
  const helper = clientId
    ? S.linked
    : !search
      ? S.hint
      : exact
        ? S.existing(exact.name)
        : options.isFetching
          ? ' '
          : newNameHint(search);

  return (
    <Autocomplete<Client, false, false, true>
      freeSolo
      options={clients}
      value={clientId ? (clients.find((c) => c.id === clientId) ?? clientName) : clientName}
      inputValue={clientName}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        onChange({ clientId: null, clientName: text });
      }}
      onChange={(_event, next) => {
        if (next && typeof next !== 'string')
          onChange({ clientId: next.id, clientName: next.name, client: next });
        else onChange({ clientId: null, clientName: typeof next === 'string' ? next : '' });
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, selected) => typeof selected !== 'string' && option.id === selected.id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      disabled={disabled}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name}
          <span style={{ opacity: 0.7, marginLeft: 8 }}>{option.type}</span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          helperText={helper}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength } }}
        />
      )}
    />
  );
}
