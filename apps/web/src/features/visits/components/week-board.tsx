/**
 * The week view: the Unassigned strip and, when there are any, the visits placed earlier and still not
 * done, above the week itself. Wide screens get the week as seven day columns whose cells are only as
 * tall as their visits; narrower ones a list by day of only the days that have visits.
 */
import type { Visit } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DARK_TEXT } from '@/components/project-chips';
import { type Board, dayLabel, dayOf } from '../board';
import { S } from '../strings';
import { VisitGroup } from './visit-group';

/** Rows a strip or a day shows before 'Show N more'. */
const STRIP_LIMIT = 8;
const DAY_LIMIT = 8;

export function WeekBoard({
  board,
  today,
  onSchedule,
}: {
  board: Board;
  today: string;
  onSchedule?: (visit: Visit) => void;
}) {
  const isWide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const todayBadge = (
    <Chip size="small" color="primary" label={S.today} sx={{ height: 20, color: DARK_TEXT }} />
  );
  const days = isWide ? board.days : board.days.filter((day) => day.visits.length > 0);
  const weekIsEmpty = board.days.every((day) => day.visits.length === 0);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <VisitGroup
        title={S.unassigned}
        hint={S.unassignedHint}
        visits={board.unassigned}
        limit={STRIP_LIMIT}
        columns
        whenOf={(visit) => S.due(visit.dueDate)}
        onSchedule={onSchedule}
      />
      {board.earlier.length > 0 ? (
        <VisitGroup
          title={S.earlier}
          visits={board.earlier}
          limit={STRIP_LIMIT}
          columns
          whenOf={(visit) => dayLabel(dayOf(visit))}
          onSchedule={onSchedule}
        />
      ) : null}
      {!isWide && weekIsEmpty ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {S.emptyWeek}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: isWide ? 'repeat(7, minmax(0, 1fr))' : '1fr',
          }}
        >
          {days.map((day) => (
            <VisitGroup
              key={day.date}
              title={dayLabel(day.date)}
              badge={day.date === today ? todayBadge : undefined}
              highlight={day.date === today}
              visits={day.visits}
              limit={DAY_LIMIT}
              dense={isWide}
              onSchedule={onSchedule}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
