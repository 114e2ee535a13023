/**
 * Above the board: Week | List, the week shown with previous / this / next week, and the filters by
 * technician, site and status. Each change goes into the address (useBoardParams).
 */
import { addDays, mondayOf, type Personnel, VISIT_STATUS_LABELS, VISIT_STATUSES } from '@firebreak/shared';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type BoardParams, type BoardView, weekLabel } from '../board';
import { S } from '../strings';

export type SiteOption = { id: string; name: string };

type BoardToolbarProps = {
  params: BoardParams;
  today: string;
  personnel: readonly Personnel[];
  sites: readonly SiteOption[];
  onChange: (changes: Partial<BoardParams>) => void;
};

const FIELD_SX = { minWidth: 0, flex: { xs: '1 1 150px', sm: '1 1 200px' }, maxWidth: { sm: 280 } };

export function BoardToolbar({ params, today, personnel, sites, onChange }: BoardToolbarProps) {
  const thisWeek = mondayOf(today);
  const filtered = Boolean(params.technicianId || params.siteId || params.status);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={params.view}
          aria-label={S.view}
          onChange={(_event, view: BoardView | null) => {
            if (view) onChange({ view });
          }}
        >
          <ToggleButton value="week" sx={{ gap: 0.5, px: 1.5 }}>
            <CalendarViewWeekIcon fontSize="small" />
            {S.viewWeek}
          </ToggleButton>
          <ToggleButton value="list" sx={{ gap: 0.5, px: 1.5 }}>
            <ViewListIcon fontSize="small" />
            {S.viewList}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box component="nav" aria-label={S.week} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            aria-label={S.previousWeek}
            title={S.previousWeek}
            onClick={() => onChange({ week: addDays(params.week, -7) })}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Button
            size="small"
            disabled={params.week === thisWeek}
            onClick={() => onChange({ week: thisWeek })}
          >
            {S.thisWeek}
          </Button>
          <IconButton
            aria-label={S.nextWeek}
            title={S.nextWeek}
            onClick={() => onChange({ week: addDays(params.week, 7) })}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Typography component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
          {weekLabel(params.week)}
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label={S.filters}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <TextField
          select
          size="small"
          label={S.filterTechnician}
          value={params.technicianId}
          onChange={(event) => onChange({ technicianId: event.target.value })}
          sx={FIELD_SX}
        >
          <MenuItem value="">{S.allTechnicians}</MenuItem>
          {params.technicianId && !personnel.some((person) => person.id === params.technicianId) ? (
            <MenuItem value={params.technicianId}>{S.technicianUnknown}</MenuItem>
          ) : null}
          {personnel.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={S.filterSite}
          value={params.siteId}
          onChange={(event) => onChange({ siteId: event.target.value })}
          sx={FIELD_SX}
        >
          <MenuItem value="">{S.allSites}</MenuItem>
          {sites.map((site) => (
            <MenuItem key={site.id} value={site.id}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={S.filterStatus}
          value={params.status}
          onChange={(event) => onChange({ status: event.target.value as BoardParams['status'] })}
          sx={FIELD_SX}
        >
          <MenuItem value="">{S.allStatuses}</MenuItem>
          {VISIT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {VISIT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        {filtered ? (
          <Button size="small" onClick={() => onChange({ technicianId: '', siteId: '', status: '' })}>
            {S.clearFilters}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
