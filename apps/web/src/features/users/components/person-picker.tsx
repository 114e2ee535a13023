/**
 * Chooses a person on Personnel who has no sign-in, or none (a new person is added). An account takes
 * over a person only when an administrator picks them here: never by a matching name (decision 0071).
 */
import type { TeamMember } from '@firebreak/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { usePeopleWithoutSignIn } from '../api/get-people-without-sign-in';
import { S } from '../strings';

type Props = {
  value: TeamMember | null;
  onChange: (person: TeamMember | null) => void;
  disabled?: boolean;
  /** The account's name: people of that name are listed first, for the administrator to check. */
  nameHint?: string;
  helperText?: string;
  /** Linking needs a person; approving and inviting may leave it empty (a new person is added). */
  required?: boolean;
};

export function PersonPicker({ value, onChange, disabled, nameHint, helperText, required }: Props) {
  const [input, setInput] = useState('');
  const people = usePeopleWithoutSignIn(input);
  const hint = nameHint?.trim().toLowerCase();
  const options = [...(people.data ?? [])].sort(
    (a, b) => Number(b.name.toLowerCase() === hint) - Number(a.name.toLowerCase() === hint),
  );
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(person) => `${person.name} · ${person.role}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(list) => list}
      loading={people.isFetching}
      disabled={disabled}
      noOptionsText={S.personPicker.none}
      renderInput={(params) => (
        <TextField
          {...params}
          label={required ? S.personPicker.requiredLabel : S.personPicker.label}
          required={required}
          margin="dense"
          helperText={helperText ?? S.personPicker.help}
        />
      )}
    />
  );
}
