/** The history's search box and filters; blank means no filter. */
import {
  CLIENT_TYPES,
  clientTypeLabel,
  LABELS,
  PROJECT_TYPES,
  QUOTE_STATUSES,
  type QuoteListQuery,
} from '@firebreak/shared';
import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HISTORY_STRINGS as S } from './history-strings';

export type HistoryFilters = {
  search: string;
  status: string;
  projectType: string;
  clientType: string;
  from: string;
  to: string;
  minTotal: string;
  maxTotal: string;
};

export const EMPTY_FILTERS: HistoryFilters = {
  search: '',
  status: '',
  projectType: '',
  clientType: '',
  from: '',
  to: '',
  minTotal: '',
  maxTotal: '',
};

/** The filters as the API reads them; blank or unusable values are left out. */
export function toListQuery(filters: HistoryFilters): QuoteListQuery {
  const amount = (value: string) => {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : undefined;
  };
  const query: QuoteListQuery = {
    search: filters.search.trim() || undefined,
    status: (filters.status || undefined) as QuoteListQuery['status'],
    projectType: (filters.projectType || undefined) as QuoteListQuery['projectType'],
    clientType: (filters.clientType || undefined) as QuoteListQuery['clientType'],
    from: filters.from || undefined,
    to: filters.to || undefined,
    minTotal: amount(filters.minTotal),
    maxTotal: amount(filters.maxTotal),
  };
  // A range typed back to front still means what it says.
  if (query.from && query.to && query.from > query.to) [query.from, query.to] = [query.to, query.from];
  if (query.minTotal !== undefined && query.maxTotal !== undefined && query.minTotal > query.maxTotal) {
    [query.minTotal, query.maxTotal] = [query.maxTotal, query.minTotal];
  }
  return query;
}

type Props = {
  values: HistoryFilters;
  onChange: (patch: Partial<HistoryFilters>) => void;
  onClear: () => void;
};

export function QuoteHistoryFilters({ values, onChange, onClear }: Props) {
  const select = (
    name: 'status' | 'projectType' | 'clientType',
    label: string,
    options: [string, string][],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={values[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      sx={{ minWidth: 150 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{S.all}</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  const field = (name: 'from' | 'to' | 'minTotal' | 'maxTotal', label: string, type: 'date' | 'number') => (
    <TextField
      size="small"
      type={type}
      label={label}
      value={values[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      sx={{ width: type === 'date' ? 165 : 140 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: type === 'number' ? { min: 0, step: 'any' } : {},
      }}
    />
  );

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <TextField
          size="small"
          label={S.search}
          placeholder={S.searchPlaceholder}
          value={values.search}
          onChange={(event) => onChange({ search: event.target.value })}
          sx={{ minWidth: 260, flexGrow: 1 }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {select(
          'status',
          S.status,
          QUOTE_STATUSES.map((status) => [status, status]),
        )}
        {select(
          'projectType',
          S.projectType,
          PROJECT_TYPES.map((type) => [type, LABELS.projectType[type]]),
        )}
        {select(
          'clientType',
          S.clientType,
          CLIENT_TYPES.map((type) => [type, clientTypeLabel(type)]),
        )}
        {field('from', S.from, 'date')}
        {field('to', S.to, 'date')}
        {field('minTotal', S.minTotal, 'number')}
        {field('maxTotal', S.maxTotal, 'number')}
        <Button onClick={onClear}>{S.clearFilters}</Button>
      </Stack>
    </Paper>
  );
}
