/**
 * The assigned team: people from Resources → Personnel, with or without a sign-in (decision 0064).
 * Remove a member, or add one found with GET /api/resources/people?q=.
 */
import type { TeamMember } from '@firebreak/shared';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { RoleBadge } from '@/components/role-badge';
import { usePeopleSearch } from '../api/search-people';
import { TEAM_STRINGS as S } from '../strings';

const nameOf = (member: TeamMember) => member.name;

type TeamCardProps = {
  team: TeamMember[];
  isSaving: boolean;
  /** The team's personnel ids. */
  onSave: (personnelIds: string[]) => void;
  /** The role may not change this project: the team without add or remove. */
  readOnly?: boolean;
};

export function TeamCard({ team, isSaving, onSave, readOnly = false }: TeamCardProps) {
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const people = usePeopleSearch(search);
  const assigned = new Set(team.map((member) => member.id));
  const options = (people.data ?? []).filter((person) => !assigned.has(person.id));

  return (
    <Paper component="section" aria-labelledby="team-title" sx={{ p: 2, height: '100%' }}>
      <Typography id="team-title" component="h2" variant="h6" gutterBottom>
        {S.title}
      </Typography>
      {team.length === 0 ? (
        <Typography color="text.secondary">{S.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {team.map((member) => (
            <Box
              component="li"
              key={member.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography>{nameOf(member)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {member.userRole ? member.role : S.noSignIn(member.role)}
                </Typography>
              </Box>
              {member.userRole ? <RoleBadge role={member.userRole} /> : null}
              {readOnly ? null : (
                <IconButton
                  aria-label={S.remove(nameOf(member))}
                  disabled={isSaving}
                  onClick={() => onSave(team.filter((m) => m.id !== member.id).map((m) => m.id))}
                >
                  <PersonRemoveIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      {readOnly ? null : (
        <Autocomplete
          sx={{ mt: 2 }}
          size="small"
          options={options}
          value={null}
          inputValue={input}
          onInputChange={(_event, next) => setInput(next)}
          onChange={(_event, person) => {
            if (!person) return;
            setInput('');
            onSave([...team.map((member) => member.id), person.id]);
          }}
          getOptionLabel={nameOf}
          renderOption={({ key, ...props }, person) => (
            <li key={key} {...props}>
              {person.name}
              <span style={{ opacity: 0.7, marginLeft: 8 }}>
                {person.userRole ? person.role : S.noSignIn(person.role)}
              </span>
            </li>
          )}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(all) => all}
          loading={people.isFetching}
          disabled={isSaving}
          renderInput={(params) => <TextField {...params} label={S.add} />}
        />
      )}
    </Paper>
  );
}
