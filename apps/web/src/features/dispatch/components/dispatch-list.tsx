/**
 * The week on a phone (390 px): the Unassigned visits, then each technician with the days that hold
 * something. No dragging here: each card's menu has Assign….
 */
import type { DispatchBoard } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { longDayLabel, S } from '../strings';
import { CardList } from './dispatch-grid';
import { DaySummary, LaneHeader } from './lane-parts';
import { type CardActions, VisitCard } from './visit-card';

export function DispatchList({ board, actions }: { board: DispatchBoard; actions?: CardActions }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper component="section" variant="outlined" aria-labelledby="dispatch-unassigned" sx={{ p: 1.5 }}>
        <Typography id="dispatch-unassigned" variant="h6" component="h2">
          {S.unassigned} ({board.unassigned.length})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {S.unassignedHint}
        </Typography>
        {board.unassigned.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {S.unassignedEmpty}
          </Typography>
        ) : (
          <CardList>
            {board.unassigned.map((visit) => (
              <VisitCard key={visit.id} visit={visit} unassigned actions={actions} />
            ))}
          </CardList>
        )}
      </Paper>
      {board.lanes.length === 0 ? <Typography>{S.noTechnicians}</Typography> : null}
      {board.lanes.map((lane) => {
        const days = lane.days.filter(
          (day) => day.visits.length > 0 || day.leave !== null || day.projects.length > 0,
        );
        return (
          <Paper
            key={lane.technicianId}
            component="section"
            variant="outlined"
            aria-label={lane.name}
            sx={{ overflow: 'hidden' }}
          >
            <LaneHeader lane={lane} />
            {days.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 1, pb: 1 }}>
                {S.noVisits}
              </Typography>
            ) : (
              days.map((day) => (
                <Box
                  key={day.date}
                  role="group"
                  aria-label={S.cellLabel(lane.name, longDayLabel(day.date), day.visits.length)}
                  sx={{ px: 1, pb: 1, borderTop: 1, borderColor: 'divider', pt: 0.75 }}
                >
                  <Typography variant="body2" component="h4" sx={{ fontWeight: 700 }}>
                    {longDayLabel(day.date)}
                  </Typography>
                  <DaySummary lane={lane} day={day} />
                  <CardList>
                    {day.visits.map((visit) => (
                      <VisitCard key={visit.id} visit={visit} actions={actions} />
                    ))}
                  </CardList>
                </Box>
              ))
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
