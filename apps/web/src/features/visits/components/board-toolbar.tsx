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
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FilterSelect } from '@/components/filter-select';
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
        <FilterSelect
          sx={FIELD_SX}
          label={S.filterTechnician}
          allLabel={S.allTechnicians}
          value={params.technicianId}
          onChange={(technicianId) => onChange({ technicianId })}
          options={[
            ...(params.technicianId && !personnel.some((person) => person.id === params.technicianId)
              ? [{ value: params.technicianId, label: S.technicianUnknown }]
              : []),
            ...personnel.map((person) => ({ value: person.id, label: person.name })),
          ]}
        />
        <FilterSelect
          sx={FIELD_SX}
          label={S.filterSite}
          allLabel={S.allSites}
          value={params.siteId}
          onChange={(siteId) => onChange({ siteId })}
          options={sites.map((site) => ({ value: site.id, label: site.name }))}
        />
        <FilterSelect
          sx={FIELD_SX}
          label={S.filterStatus}
          allLabel={S.allStatuses}
          value={params.status}
          onChange={(status) => onChange({ status: status as BoardParams['status'] })}
          options={VISIT_STATUSES.map((status) => ({ value: status, label: VISIT_STATUS_LABELS[status] }))}
        />
        {filtered ? (
          <Button size="small" onClick={() => onChange({ technicianId: '', siteId: '', status: '' })}>
            {S.clearFilters}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
