/**
 * A site's inspection visits as a list that fits a phone: the open ones on the Schedule tab (overdue
 * first), the done and cancelled ones on the History tab (newest first). Each row: the day, what the
 * visit covers, its status and who does or did it.
 */
import {
  FREQUENCY_LABELS,
  formatShortDate,
  johannesburgDate,
  VISIT_STATUS_LABELS,
  type Visit,
  type VisitStatus,
  visitPath,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ToneChip } from '@/components/project-chips';
import { SectionSpinner } from '@/components/section-spinner';
import { type SiteVisitSpan, useSiteVisits } from '../api/get-site-visits';
import { S } from '../strings';

const TONES: Record<VisitStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  DUE: 'default',
  SCHEDULED: 'info',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'default',
};

const OPEN: readonly VisitStatus[] = ['DUE', 'SCHEDULED', 'IN_PROGRESS'];

/** The day a visit is shown under: when it was done, else the day it is booked, else when it is due. */
const dayOf = (visit: Visit) =>
  visit.completedAt ? johannesburgDate(new Date(visit.completedAt)) : (visit.scheduledFor ?? visit.dueDate);

/** Rows shown before 'Show all': a weekly schedule alone fills 13 in 90 days. */
const FIRST = 8;

export function SiteVisits({ siteId, span }: { siteId: string; span: SiteVisitSpan }) {
  const visits = useSiteVisits(siteId, span);
  const [all, setAll] = useState(false);
  const title = span === 'upcoming' ? S.upcomingTitle : S.historyTitle;
  const headingId = `site-visits-${span}`;

  let body: React.ReactNode;
  if (visits.isPending) body = <SectionSpinner label={S.visitsLoading} />;
  else if (visits.isError) body = <Alert severity="error">{S.visitsFailed}</Alert>;
  else {
    const list =
      span === 'upcoming'
        ? visits.data
            .filter((v) => OPEN.includes(v.status))
            .sort((a, b) => Number(b.overdue) - Number(a.overdue) || dayOf(a).localeCompare(dayOf(b)))
        : visits.data
            .filter((v) => !OPEN.includes(v.status))
            .sort((a, b) => dayOf(b).localeCompare(dayOf(a)));
    body =
      list.length === 0 ? (
        <Typography>{span === 'upcoming' ? S.upcomingEmpty : S.historyEmpty}</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
            {(all ? list : list.slice(0, FIRST)).map((visit) => (
              <Paper
                key={visit.id}
                component="li"
                variant="outlined"
                sx={{
                  listStyle: 'none',
                  p: 1.5,
                  borderLeftWidth: 4,
                  borderLeftColor: visit.overdue ? 'error.main' : 'divider',
                  overflowWrap: 'anywhere',
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Link
                    component={RouterLink}
                    to={visitPath(visit.id)}
                    aria-label={S.visitOpen(formatShortDate(dayOf(visit)))}
                    sx={{ fontWeight: 600 }}
                  >
                    {formatShortDate(dayOf(visit))}
                  </Link>
                  <ToneChip tone={TONES[visit.status]} label={VISIT_STATUS_LABELS[visit.status]} />
                  {visit.overdue ? <ToneChip tone="error" label={S.visitOverdue} /> : null}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {[
                    S.visitCovers(
                      visit.frequencies.map((f) => FREQUENCY_LABELS[f]),
                      visit.assetCount,
                    ),
                    visit.technicianName ?? S.visitNoTechnician,
                    visit.status !== 'COMPLETED' && visit.dueDate !== dayOf(visit)
                      ? S.visitDue(formatShortDate(visit.dueDate))
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Paper>
            ))}
          </Box>
          {!all && list.length > FIRST ? (
            <Button sx={{ mt: 1 }} onClick={() => setAll(true)}>
              {S.visitsShowAll(list.length)}
            </Button>
          ) : null}
        </>
      );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {body}
    </Box>
  );
}
