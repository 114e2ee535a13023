/**
 * A titled group of visit rows (a strip above the week, or one day): a region named by its heading
 * with the count, the rows as a list, and past `limit` rows a 'Show N more' button, so one busy day
 * or a long Unassigned list does not push the rest of the week off the screen.
 */
import type { Visit } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { S } from '../strings';
import { VisitRow } from './visit-row';

type VisitGroupProps = {
  title: string;
  /** A line under the title. */
  hint?: string;
  /** Something beside the title (a 'Today' mark). */
  badge?: ReactNode;
  visits: readonly Visit[];
  limit: number;
  /** Rows side by side, as many as fit (the strips above the week). */
  columns?: boolean;
  dense?: boolean;
  highlight?: boolean;
  whenOf?: (visit: Visit) => string;
  onSchedule?: (visit: Visit) => void;
};

export function VisitGroup({
  title,
  hint,
  badge,
  visits,
  limit,
  columns = false,
  dense = false,
  highlight = false,
  whenOf,
  onSchedule,
}: VisitGroupProps) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? visits : visits.slice(0, limit);
  const hidden = visits.length - shown.length;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 1, minWidth: 0, borderColor: highlight ? 'primary.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
          {S.dayHeading(title, visits.length)}
        </Typography>
        {badge}
      </Box>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      ) : null}
      {visits.length === 0 ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {S.none}
        </Typography>
      ) : (
        <Box
          component="ul"
          id={listId}
          sx={{
            p: 0,
            m: 0,
            mt: 0.5,
            display: 'grid',
            gap: 0.5,
            gridTemplateColumns: columns ? 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' : '1fr',
          }}
        >
          {shown.map((visit) => (
            <VisitRow
              key={visit.id}
              visit={visit}
              dense={dense}
              when={whenOf?.(visit)}
              onSchedule={onSchedule}
            />
          ))}
        </Box>
      )}
      {hidden > 0 || expanded ? (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={headingId}
          onClick={() => setExpanded((value) => !value)}
          sx={{ mt: 0.5 }}
        >
          {expanded ? S.showFewer : S.showMore(hidden)}
        </Button>
      ) : null}
    </Paper>
  );
}
