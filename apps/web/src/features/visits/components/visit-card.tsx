/**
 * One visit on the board: site (linking to its page), client, due date, frequency, technician, vehicle
 * and the office's notes for the technician.
 */
import { FREQUENCY_LABELS, sitePath, type Visit, visitPath } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ToneChip } from '@/components/project-chips';
import { S, W } from '../strings';

export function VisitCard({ visit, onSchedule }: { visit: Visit; onSchedule?: (visit: Visit) => void }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${visit.siteName}, ${visit.clientName}`}
      sx={{
        p: 1.5,
        listStyle: 'none',
        borderLeftWidth: 4,
        borderLeftColor: visit.overdue ? 'error.main' : 'divider',
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      <Link component={RouterLink} to={sitePath(visit.siteId)} variant="subtitle2" sx={{ fontWeight: 600 }}>
        {visit.siteName}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {visit.clientName}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.75 }}>
        <Chip size="small" label={FREQUENCY_LABELS[visit.frequency]} />
        {visit.overdue ? <ToneChip tone="error" label={S.overdue} /> : null}
      </Box>
      <Typography variant="body2">{S.due(visit.dueDate)}</Typography>
      <Typography variant="body2">{visit.technicianName ?? S.noTechnician}</Typography>
      <Typography variant="body2" color="text.secondary">
        {visit.vehicleRegistration ?? S.noVehicle} · {S.assets(visit.assetCount)}
      </Typography>
      {visit.notes ? (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {W.officeNotes}:{' '}
          </Box>
          {visit.notes}
        </Typography>
      ) : null}
      <Button
        component={RouterLink}
        to={visitPath(visit.id)}
        size="small"
        variant="outlined"
        sx={{ mt: 1, mr: 1, minHeight: 40 }}
        aria-label={W.openVisitLabel(visit.siteName)}
      >
        {W.openVisit}
      </Button>
      {onSchedule ? (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => onSchedule(visit)}
          aria-label={S.scheduleLabel(visit.siteName, visit.dueDate)}
        >
          {S.schedule}
        </Button>
      ) : null}
    </Paper>
  );
}
