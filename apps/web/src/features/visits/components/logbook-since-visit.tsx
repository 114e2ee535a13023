/**
 * What the building's people recorded in the site's log book (the client portal, SANS 10139) since the
 * site's last completed visit: a short list the technician reads before starting. Nothing shows when
 * there is nothing (or a phone's cached visit from before the field).
 */
import { formatDateTime, LOGBOOK_KIND_LABELS, type LogbookEntry, logbookInstant } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { W } from '../strings';

/** The most entries shown; the rest are on the site's Log book tab. */
const SHOWN = 5;

export function LogbookSinceVisit({ entries }: { entries: readonly LogbookEntry[] | undefined }) {
  if (!entries || entries.length === 0) return null;
  const shown = entries.slice(0, SHOWN);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="visit-logbook-title"
      sx={{ p: 1.5, mb: 2 }}
    >
      <Typography id="visit-logbook-title" component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
        {W.logbookHeading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((entry) => (
          <Typography key={entry.id} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <strong>{LOGBOOK_KIND_LABELS[entry.kind]}</strong>
            {' · '}
            {formatDateTime(logbookInstant(entry.occurredAt))}
            {entry.location ? ` · ${entry.location}` : ''}
            {entry.description ? ` · ${entry.description}` : ''} ({entry.recordedBy})
          </Typography>
        ))}
      </Box>
      {entries.length > SHOWN ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {W.logbookMore(entries.length - SHOWN)}
        </Typography>
      ) : null}
    </Paper>
  );
}
