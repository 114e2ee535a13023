/** The parts of a lane: who (working hours, what they may not do next month) and each day's load and route. */
import {
  type BoardDay,
  type BoardLane,
  REGISTRATION_CATEGORY_LABELS,
  type RegistrationCategory,
} from '@firebreak/shared';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ToneChip } from '@/components/project-chips';
import { clockOf, dayLabel, hoursOf, S } from '../strings';

/** The small 'Booked' text of an overbooked day: an orange that keeps 4.5:1 on either theme's background. */
const overText = (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.warning.light : '#8f4700');

const categoryLabel = (category: string) =>
  REGISTRATION_CATEGORY_LABELS[category as RegistrationCategory] ?? category;

export function LaneHeader({ lane }: { lane: BoardLane }) {
  return (
    <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {lane.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {S.workingHours(clockOf(lane.workStartMinute), clockOf(lane.workEndMinute))}
      </Typography>
      {lane.lapsingNextMonth.length > 0 ? (
        <ToneChip
          tone="warning"
          icon={<WarningAmber />}
          label={S.notAllowedNextMonth(lane.lapsingNextMonth.map(categoryLabel).join(', '))}
          sx={{ mt: 0.5, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      ) : null}
    </Box>
  );
}

export function DayHeader({ date, today }: { date: string; today: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        p: 1,
        borderLeft: 1,
        borderColor: 'divider',
        fontWeight: 700,
        bgcolor: date === today ? 'primary.main' : 'action.hover',
        color: date === today ? 'primary.contrastText' : undefined,
        typography: 'body2',
      }}
    >
      {dayLabel(date)}
    </Box>
  );
}

/** How full the day is ('Booked 5 h of 9 h', warning colour when over), leave and projects, the route. */
export function DaySummary({ day }: { lane: BoardLane; day: BoardDay }) {
  const over = day.bookedMinutes > day.workingMinutes;
  const placed = day.visits.filter((v) => v.latitude !== null && v.longitude !== null).length;
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      {day.workingMinutes === 0 && day.bookedMinutes === 0 && day.leave === null ? (
        <Typography variant="caption" color="text.secondary">
          {S.offDay}
        </Typography>
      ) : (
        <>
          <Typography
            variant="caption"
            sx={{ color: over ? overText : 'text.secondary', fontWeight: over ? 700 : 400 }}
            title={over ? S.overbooked : undefined}
          >
            {S.booked(hoursOf(day.bookedMinutes), hoursOf(day.workingMinutes))}
          </Typography>
          <LinearProgress
            variant="determinate"
            color={over ? 'warning' : 'primary'}
            value={
              day.workingMinutes > 0 ? Math.min(100, (100 * day.bookedMinutes) / day.workingMinutes) : 100
            }
            aria-hidden="true"
            sx={{ height: 4, borderRadius: 2 }}
          />
        </>
      )}
      {day.leave !== null ? <ToneChip tone="warning" label={S.onLeave(day.leave)} /> : null}
      {day.projects.length > 0 ? (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {S.onProject(day.projects.join(', '))}
        </Typography>
      ) : null}
      {placed >= 2 ? (
        <Typography variant="caption" color="text.secondary" title={S.routeHint}>
          {S.route(day.bookedKm, day.suggestedKm)}
        </Typography>
      ) : null}
    </Box>
  );
}
