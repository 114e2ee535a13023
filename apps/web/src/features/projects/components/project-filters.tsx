/** Search box (applied 300 ms after typing stops), the four filters, sort, order and archived. */
import { LABELS, PROJECT_SORTS, type ProjectListParams } from '@firebreak/shared';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FILTERS, type readListParams } from '../hooks/use-list-params';
import { PROJECTS_STRINGS as S, SORT_LABELS } from '../strings';
import { FilterSelect } from './filter-select';

const SEARCH_DELAY_MS = 300;

type ProjectFiltersProps = {
  params: ReturnType<typeof readListParams>;
  onChange: (changes: Partial<ProjectListParams>) => void;
  onClear: () => void;
  /** Ordering by budget is offered only to roles that may read it ('projects.finance'). */
  showsMoney: boolean;
};

export function ProjectFilters({ params, onChange, onClear, showsMoney }: ProjectFiltersProps) {
  const [text, setText] = useState(params.q);
  // A search changed from outside (back button, Clear) replaces the box's text before effects run.
  const [shownQ, setShownQ] = useState(params.q);
  if (params.q !== shownQ) {
    setShownQ(params.q);
    setText(params.q);
  }
  const settledText = useDebouncedValue(text, SEARCH_DELAY_MS);
  useEffect(() => {
    // Only text the user has stopped typing is applied, never a stale value still settling.
    if (settledText !== text || settledText.trim() === params.q) return;
    onChange({ q: settledText.trim() });
  }, [settledText, text, params.q, onChange]);

  const filtered =
    params.q ||
    params.status.length ||
    params.type.length ||
    params.urgency.length ||
    params.clientType.length ||
    params.archived;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={S.search}
        placeholder={S.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 240, flexGrow: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterSelect
        label={S.status}
        options={FILTERS.status}
        labels={LABELS.status}
        value={params.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label={S.type}
        options={FILTERS.type}
        labels={LABELS.projectType}
        value={params.type}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label={S.urgency}
        options={FILTERS.urgency}
        labels={LABELS.urgency}
        value={params.urgency}
        onChange={(urgency) => onChange({ urgency })}
      />
      <FilterSelect
        label={S.clientType}
        options={FILTERS.clientType}
        labels={LABELS.clientType}
        value={params.clientType}
        onChange={(clientType) => onChange({ clientType })}
      />
      <TextField
        select
        size="small"
        label={S.sortBy}
        value={params.sort}
        onChange={(event) => onChange({ sort: event.target.value as ProjectListParams['sort'] })}
        sx={{ minWidth: 130 }}
      >
        {PROJECT_SORTS.filter((field) => showsMoney || field !== 'budget').map((field) => (
          <MenuItem key={field} value={field}>
            {SORT_LABELS[field]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={S.order}
        value={params.order}
        onChange={(event) => onChange({ order: event.target.value as 'asc' | 'desc' })}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="desc">{S.descending}</MenuItem>
        <MenuItem value="asc">{S.ascending}</MenuItem>
      </TextField>
      {/* Archived projects (completed or cancelled, issue 15) are left out unless asked for. */}
      <TextField
        select
        size="small"
        label={S.archived}
        value={params.archived ?? 'hide'}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ archived: value === 'include' || value === 'only' ? value : undefined });
        }}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="hide">{S.archivedHide}</MenuItem>
        <MenuItem value="include">{S.archivedInclude}</MenuItem>
        <MenuItem value="only">{S.archivedOnly}</MenuItem>
      </TextField>
      {filtered ? (
        <Button
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          {S.clearFilters}
        </Button>
      ) : null}
    </Box>
  );
}
