/** Log book entries, newest first: what happened, when (South African time), where, the note and who recorded it. */
import { formatDateTime, type LogbookEntry, zonedInstant } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { P } from '../strings';

/** The entry's time as the app shows a date and time; a wall-clock 'YYYY-MM-DDTHH:mm' is the company's. */
function when(occurredAt: string): string {
  const wall = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(occurredAt);
  const instant = wall ? zonedInstant(wall[1]!, Number(wall[2]) * 60 + Number(wall[3])) : occurredAt;
  return formatDateTime(instant) || occurredAt;
}

export function LogbookList({
  entries,
  label,
  showSite,
}: {
  entries: readonly LogbookEntry[];
  label: string;
  showSite: boolean;
}) {
  if (entries.length === 0) return <Typography color="text.secondary">{P.logbook.none}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {entries.map((entry) => (
        <Paper component="li" variant="outlined" key={entry.id} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
            <Typography fontWeight={600}>{P.logbookKindLabels[entry.kind]}</Typography>
            <Typography variant="body2" color="text.secondary">
              {when(entry.occurredAt)}
            </Typography>
          </Box>
          {showSite ? <Typography variant="body2">{entry.siteName}</Typography> : null}
          {entry.location ? <Typography variant="body2">{entry.location}</Typography> : null}
          {entry.description ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.description}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {P.logbook.recordedBy(entry.recordedBy)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
