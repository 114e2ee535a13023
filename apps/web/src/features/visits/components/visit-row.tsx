/**
 * One visit as a compact row of the board: the site, the technician, the status and an overdue mark.
 * The site's name is the row's action: for the office (while the visit is open) it opens the Schedule
 * dialog, with the visit screen one labelled icon away (in a narrow day cell, where an icon would
 * squeeze the name to a word a line, the dialog's own link to it); for everyone else, and for a visit
 * completed or cancelled, it opens the visit screen. In a day cell of the week (`dense`) the technician
 * shows as initials, the full name left for screen readers and the tooltip.
 */
import { type Visit, visitPath } from '@firebreak/shared';
import ChecklistIcon from '@mui/icons-material/Checklist';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ToneChip } from '@/components/project-chips';
import { visuallyHidden } from '@/lib/visually-hidden';
import { initialsOf, isOpen } from '../board';
import { S, W } from '../strings';
import { VisitStatusChip } from './visit-status-chip';

type VisitRowProps = {
  visit: Visit;
  /** A narrow day cell: initials for the technician, no client or vehicle. */
  dense?: boolean;
  /** What the row says of its day when it is not under a day's heading (a due date, a day). */
  when?: string;
  onSchedule?: (visit: Visit) => void;
};

const NAME_SX = {
  display: 'block',
  textAlign: 'left',
  fontWeight: 600,
  overflowWrap: 'break-word',
  lineHeight: 1.3,
} as const;

function Technician({ visit, dense }: { visit: Visit; dense: boolean }) {
  const name = visit.technicianName ?? S.noTechnician;
  if (!dense)
    return (
      <Typography variant="caption" color="text.secondary">
        {visit.vehicleRegistration ? `${name} · ${visit.vehicleRegistration}` : name}
      </Typography>
    );
  return (
    <Typography variant="caption" color="text.secondary" title={name}>
      <span aria-hidden="true">{visit.technicianName ? initialsOf(visit.technicianName) : '—'}</span>
      <Box component="span" sx={visuallyHidden}>
        {name}
      </Box>
    </Typography>
  );
}

/** The visit screen, beside the Schedule action the site's name is for the office. */
function OpenVisitIcon({ visit }: { visit: Visit }) {
  return (
    <IconButton
      component={RouterLink}
      to={visitPath(visit.id)}
      size="small"
      aria-label={W.openVisitLabel(visit.siteName)}
      title={W.openVisit}
      sx={{ p: 0.5, mt: -0.25 }}
    >
      <ChecklistIcon fontSize="small" />
    </IconButton>
  );
}

export function VisitRow({ visit, dense = false, when, onSchedule }: VisitRowProps) {
  const schedulable = onSchedule && isOpen(visit) ? onSchedule : undefined;
  return (
    <Box
      component="li"
      aria-label={`${visit.siteName}, ${visit.clientName}`}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        minWidth: 0,
        py: 0.5,
        pl: 1,
        pr: 0.5,
        borderLeft: 3,
        borderColor: visit.overdue ? 'error.main' : 'divider',
        borderRadius: 0.5,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {schedulable ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => schedulable(visit)}
            aria-label={S.scheduleLabel(visit.siteName, visit.dueDate)}
            sx={NAME_SX}
          >
            {visit.siteName}
          </Link>
        ) : (
          <Link
            component={RouterLink}
            to={visitPath(visit.id)}
            variant="body2"
            aria-label={W.openVisitLabel(visit.siteName)}
            sx={NAME_SX}
          >
            {visit.siteName}
          </Link>
        )}
        {dense ? null : (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {visit.clientName}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75, rowGap: 0.25 }}>
          <Technician visit={visit} dense={dense} />
          {when ? (
            <Typography variant="caption" color="text.secondary">
              {when}
            </Typography>
          ) : null}
          <VisitStatusChip status={visit.status} />
          {visit.overdue ? (
            <ToneChip tone="error" label={S.overdue} sx={{ height: 20, fontSize: 12 }} />
          ) : null}
        </Box>
      </Box>
      {schedulable && !dense ? <OpenVisitIcon visit={visit} /> : null}
    </Box>
  );
}
