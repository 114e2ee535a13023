/**
 * /visits (issue 16, part 2a; docs/decisions/0065): the inspection visits of the next 14 days. An
 * 'Unassigned' group (due, no day or technician yet, overdue ones first), then one group per day: a
 * grid of day columns on desktop, a list by day on a phone. The office schedules from a card;
 * everyone may filter by technician (a technician's list holds only their own visits anyway).
 */
import { addDays, todayInSouthAfrica, type Visit } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { personnelQueryOptions, vehiclesQueryOptions } from '../api/get-crew';
import { visitsQueryOptions } from '../api/get-visits';
import { S } from '../strings';
import { ScheduleDialog } from './schedule-dialog';
import { VisitCard } from './visit-card';

const DAYS = 14;
const dayLabel = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const labelOf = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

function Group({
  id,
  title,
  hint,
  visits,
  onSchedule,
  wide,
}: {
  id: string;
  title: string;
  hint?: string;
  visits: readonly Visit[];
  onSchedule?: (visit: Visit) => void;
  wide?: boolean;
}) {
  const headingId = `visits-group-${id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 1.5, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {S.dayHeading(title, visits.length)}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      {visits.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {S.none}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            mt: 1,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: wide ? { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } : '1fr',
          }}
        >
          {visits.map((visit) => (
            <VisitCard key={visit.id} visit={visit} onSchedule={onSchedule} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

export default function VisitsPage() {
  usePageTitle(S.title);
  const today = todayInSouthAfrica();
  const to = addDays(today, DAYS - 1);
  const [technicianId, setTechnicianId] = useState('');
  const schedules = useCan()('visits.schedule');
  const visits = useQuery(visitsQueryOptions(today, to, technicianId));
  const personnel = useQuery(personnelQueryOptions());
  const vehicles = useQuery({ ...vehiclesQueryOptions(), enabled: schedules });
  const [scheduling, setScheduling] = useState<Visit | null>(null);
  const { notify, notice } = useNotice();

  const all = visits.data ?? [];
  const open = all.filter((v) => v.status !== 'CANCELLED');
  const unassigned = open
    .filter((v) => v.status === 'DUE' && (!v.scheduledFor || !v.technicianId))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate));
  const placed = open.filter((v) => !unassigned.includes(v));
  const earlier = placed.filter((v) => (v.scheduledFor ?? v.dueDate) < today);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i));
  const onDay = (date: string) => placed.filter((v) => (v.scheduledFor ?? v.dueDate) === date);
  const onSchedule = schedules ? setScheduling : undefined;

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Box sx={{ mb: 2, maxWidth: 320 }}>
        <TextField
          select
          label={S.filterTechnician}
          value={technicianId}
          onChange={(event) => setTechnicianId(event.target.value)}
          fullWidth
          size="small"
        >
          <MenuItem value="">{S.allTechnicians}</MenuItem>
          {(personnel.data ?? []).map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {visits.isPending ? (
        <SectionSpinner label={S.loading} />
      ) : visits.isError ? (
        <Alert severity="error">{S.failed}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(4, minmax(0, 1fr))',
              xl: 'repeat(7, minmax(0, 1fr))',
            },
          }}
        >
          <Group
            id="unassigned"
            title={S.unassigned}
            hint={S.unassignedHint}
            visits={unassigned}
            onSchedule={onSchedule}
            wide
          />
          {earlier.length > 0 ? (
            <Group id="earlier" title={S.earlier} visits={earlier} onSchedule={onSchedule} wide />
          ) : null}
          {days.map((date) => (
            <Group key={date} id={date} title={labelOf(date)} visits={onDay(date)} onSchedule={onSchedule} />
          ))}
        </Box>
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
