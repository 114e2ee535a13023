/**
 * /visits (issue 16, part 2a; issue 27 item 11; docs/decisions/0065): the inspection visits one week
 * at a time (Monday to Sunday, South African days), as a week view (the Unassigned strip, then the
 * days) or a list, filtered by technician, site and status. View, week, filters and the list's sort
 * live in the address. The office schedules from a visit; a technician's list holds only their own
 * visits (the server sees to that).
 */
import { addDays, type Visit } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { usePersonnel, useVehicles } from '../api/get-crew';
import { useVisits } from '../api/get-visits';
import { boardOf, sortVisits } from '../board';
import { useBoardParams } from '../hooks/use-board-params';
import { S } from '../strings';
import { BoardToolbar, type SiteOption } from './board-toolbar';
import { ScheduleDialog } from './schedule-dialog';
import { VisitsTable } from './visits-table';
import { WeekBoard } from './week-board';

const NO_VISITS: Visit[] = [];

/** The sites of the visits loaded, by name, and the chosen one even when this week has none of its visits. */
function useSiteOptions(visits: readonly Visit[], chosen: string): SiteOption[] {
  const names = useRef(new Map<string, string>());
  return useMemo(() => {
    const here = new Map<string, string>();
    for (const visit of visits) here.set(visit.siteId, visit.siteName);
    for (const [id, name] of here) names.current.set(id, name);
    if (chosen && !here.has(chosen)) here.set(chosen, names.current.get(chosen) ?? S.siteNotThisWeek);
    return [...here]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-ZA', { sensitivity: 'base' }));
  }, [visits, chosen]);
}

export default function VisitsPage() {
  usePageTitle(S.title);
  const { params, today, update } = useBoardParams();
  const schedules = useCan()('visits.schedule');
  const visits = useVisits({
    from: params.week,
    to: addDays(params.week, 6),
    technicianId: params.technicianId,
    status: params.status,
  });
  const personnel = usePersonnel();
  const vehicles = useVehicles({ enabled: schedules });
  const [scheduling, setScheduling] = useState<Visit | null>(null);
  const { notify, notice } = useNotice();

  const loaded = visits.data ?? NO_VISITS;
  // The site filter offers the sites the board would show without it.
  const everySite = useMemo(
    () => boardOf(loaded, { week: params.week, today, status: params.status, siteId: '' }),
    [loaded, params.week, params.status, today],
  );
  const sites = useSiteOptions(everySite.shown, params.siteId);
  const board = useMemo(
    () => (params.siteId ? boardOf(everySite.shown, { ...params, today }) : everySite),
    [everySite, params, today],
  );
  const listed = useMemo(
    () => (params.view === 'list' ? sortVisits(board.shown, params.sort, params.order) : []),
    [board, params.view, params.sort, params.order],
  );
  const onSchedule = schedules ? setScheduling : undefined;

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <BoardToolbar
        params={params}
        today={today}
        personnel={personnel.data ?? []}
        sites={sites}
        onChange={update}
      />
      {visits.isPending ? (
        <SectionSpinner label={S.loading} />
      ) : visits.isError ? (
        <Alert severity="error">{S.failed}</Alert>
      ) : params.view === 'list' ? (
        <VisitsTable
          visits={listed}
          sort={params.sort}
          order={params.order}
          onSort={(sort, order) => update({ sort, order })}
          onSchedule={onSchedule}
        />
      ) : (
        <WeekBoard board={board} today={today} onSchedule={onSchedule} />
      )}
      {scheduling && personnel.data ? (
        <ScheduleDialog
          visit={scheduling}
          personnel={personnel.data}
          vehicles={vehicles.data ?? []}
          onClose={() => setScheduling(null)}
          onSaved={(result) => {
            setScheduling(null);
            const [warning] = result.warnings;
            if (warning) notify(`${S.saved(result.siteName)}. ${warning}`, 'warning');
            else notify(S.saved(result.siteName));
          }}
          onCancelled={(result) => {
            setScheduling(null);
            notify(S.cancelled(result.siteName));
          }}
        />
      ) : null}
      {notice}
    </Box>
  );
}
