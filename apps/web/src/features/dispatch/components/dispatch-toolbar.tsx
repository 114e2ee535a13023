/** Above the board: the week (previous / this / next) and the filters by area, client, system type and status. */
import {
  addDays,
  mondayOf,
  SYSTEM_LABELS,
  SYSTEMS,
  VISIT_STATUS_LABELS,
  VISIT_STATUSES,
} from '@firebreak/shared';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type FilterOption, FilterSelect } from '@/components/filter-select';
import type { BoardFilter } from '../api/get-board';
import { dayLabel, S } from '../strings';

export type Option = FilterOption;

const FIELD_SX = { minWidth: 0, flex: { xs: '1 1 150px', sm: '1 1 180px' }, maxWidth: { sm: 240 } };

type Props = {
  params: BoardFilter;
  today: string;
  areas: readonly Option[];
  clients: readonly Option[];
  onChange: (changes: Partial<BoardFilter>) => void;
};

export function DispatchToolbar({ params, today, areas, clients, onChange }: Props) {
  const thisWeek = mondayOf(today);
  const filtered = Boolean(params.area || params.clientId || params.system || params.status);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={S.previousWeek} onClick={() => onChange({ week: addDays(params.week, -7) })}>
          <ChevronLeftIcon />
        </IconButton>
        <Button
          variant="outlined"
          size="small"
          disabled={params.week === thisWeek}
          onClick={() => onChange({ week: thisWeek })}
        >
          {S.thisWeek}
        </Button>
        <IconButton aria-label={S.nextWeek} onClick={() => onChange({ week: addDays(params.week, 7) })}>
          <ChevronRightIcon />
        </IconButton>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }} aria-live="polite">
          {S.weekOf(`${dayLabel(params.week)} – ${dayLabel(addDays(params.week, 6))}`)}
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label="Filters"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <FilterSelect
          sx={FIELD_SX}
          label={S.filterArea}
          allLabel={S.allAreas}
          value={params.area}
          options={areas}
          onChange={(area) => onChange({ area })}
        />
        <FilterSelect
          sx={FIELD_SX}
          label={S.filterClient}
          allLabel={S.allClients}
          value={params.clientId}
          options={clients}
          onChange={(clientId) => onChange({ clientId })}
        />
        <FilterSelect
          sx={FIELD_SX}
          label={S.filterSystem}
          allLabel={S.allSystems}
          value={params.system}
          options={SYSTEMS.map((system) => ({ value: system, label: SYSTEM_LABELS[system] }))}
          onChange={(system) => onChange({ system: system as BoardFilter['system'] })}
        />
        <FilterSelect
          sx={FIELD_SX}
          label={S.filterStatus}
          allLabel={S.allStatuses}
          value={params.status}
          options={VISIT_STATUSES.map((status) => ({ value: status, label: VISIT_STATUS_LABELS[status] }))}
          onChange={(status) => onChange({ status: status as BoardFilter['status'] })}
        />
        {filtered ? (
          <Button onClick={() => onChange({ area: '', clientId: '', system: '', status: '' })}>
            {S.clearFilters}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
