/**
 * One visit on My day (issue 30 §1): booked time, site and client, the address as a link that opens
 * the phone's maps app, access notes, the office's notes, the site contact with a call link, the
 * systems and the status; Start, Pause, Resume and Finish are one tap each. Finish completes the visit
 * at once when nothing is left to record or sign, else opens the visit screen at its sign-off and
 * says what is left.
 */
import { clockOf, mapsUrl, SYSTEM_LABELS, telUrl, visitPath } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { finishesAtOnce, type MyDayVisitView } from '../offline/my-day-view';
import type { OpBody } from '../offline/outbox';
import { D } from '../strings';
import { VisitStatusChip } from './visit-status-chip';

type Props = { visit: MyDayVisitView; onAction: (body: OpBody) => void };

/** The visit screen's sign-off (the signature and Finish visit). */
export const SIGN_OFF_ANCHOR = 'sign-off';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, gap: { sm: 1 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function bookedTime(visit: Pick<MyDayVisitView, 'startMinute' | 'durationMinutes'>): string {
  if (visit.startMinute === null) return D.anyTime(visit.durationMinutes);
  return D.booked(
    clockOf(visit.startMinute),
    clockOf(Math.min(24 * 60 - 1, visit.startMinute + visit.durationMinutes)),
  );
}

export function MyDayCard({ visit, onAction }: Props) {
  const headingId = useId();
  const leftId = useId();
  const navigate = useNavigate();
  const maps = mapsUrl(visit);
  const tel = telUrl(visit.contactPhone);
  const open = visit.status === 'DUE' || visit.status === 'SCHEDULED' || visit.status === 'IN_PROGRESS';
  const atOnce = finishesAtOnce(visit);
  const now = () => new Date().toISOString();
  const unrecorded = Math.max(0, visit.assetCount - visit.resultsRecorded);
  const action = (label: string) => D.actionLabel(label, visit.siteName);
  const big = { minHeight: 48, flex: { xs: '1 1 0', sm: '0 0 auto' } };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {bookedTime(visit)}
        </Typography>
        <VisitStatusChip status={visit.status} />
        {visit.onSite ? <Chip size="small" color="success" label={D.onSite} /> : null}
        {visit.status === 'IN_PROGRESS' && !visit.onSite && !visit.finishing ? (
          <Chip size="small" label={D.paused} />
        ) : null}
        {visit.pending > 0 ? (
          <Chip size="small" color="warning" variant="outlined" label={D.unsentCard} />
        ) : null}
      </Box>
      <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {visit.siteName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {visit.clientName}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <Field label={D.address}>
          {maps ? (
            <Link
              href={maps}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={D.openInMaps(visit.address || maps)}
            >
              {visit.address || `${visit.latitude}, ${visit.longitude}`}
            </Link>
          ) : (
            D.noAddress
          )}
        </Field>
        {visit.accessNotes ? <Field label={D.access}>{visit.accessNotes}</Field> : null}
        {visit.notes ? <Field label={D.officeNotes}>{visit.notes}</Field> : null}
        <Field label={D.contact}>
          {visit.contactName || visit.contactPhone ? (
            <>
              {visit.contactName}
              {visit.contactName && tel ? ' · ' : null}
              {tel ? (
                <Link href={tel} aria-label={D.call(visit.contactName, visit.contactPhone)}>
                  {visit.contactPhone}
                </Link>
              ) : null}
            </>
          ) : (
            D.noContact
          )}
        </Field>
        <Field label={D.systems}>
          {visit.systems.length ? visit.systems.map((s) => SYSTEM_LABELS[s]).join(', ') : D.noSystems}
        </Field>
      </Box>
      {visit.minutesOnSite > 0 && open ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {D.timeOnSite(visit.minutesOnSite)}
        </Typography>
      ) : null}
      {visit.finishing ? (
        <Typography role="status" sx={{ mt: 1 }}>
          {D.finishing}
        </Typography>
      ) : null}
      {open && !visit.finishing && !atOnce && visit.status === 'IN_PROGRESS' ? (
        <Typography id={leftId} variant="body2" sx={{ mt: 1 }}>
          {D.left(unrecorded, !visit.signed)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {open && !visit.finishing && visit.status !== 'IN_PROGRESS' ? (
          <Button
            variant="contained"
            sx={big}
            aria-label={action(D.start)}
            onClick={() => onAction({ kind: 'start', at: now() })}
          >
            {D.start}
          </Button>
        ) : null}
        {open && !visit.finishing && visit.status === 'IN_PROGRESS' ? (
          <>
            {visit.onSite ? (
              <Button
                variant="outlined"
                sx={big}
                aria-label={action(D.pause)}
                onClick={() => onAction({ kind: 'pause', at: now() })}
              >
                {D.pause}
              </Button>
            ) : (
              <Button
                variant="outlined"
                sx={big}
                aria-label={action(D.resume)}
                onClick={() => onAction({ kind: 'start', at: now() })}
              >
                {D.resume}
              </Button>
            )}
            <Button
              variant="contained"
              sx={big}
              aria-label={action(atOnce ? D.finish : D.finishOnVisit)}
              aria-describedby={atOnce ? undefined : leftId}
              onClick={() =>
                atOnce
                  ? onAction({ kind: 'complete' })
                  : navigate({ pathname: visitPath(visit.id), hash: SIGN_OFF_ANCHOR })
              }
            >
              {atOnce ? D.finish : D.finishOnVisit}
            </Button>
          </>
        ) : null}
        <Button
          component={RouterLink}
          to={visitPath(visit.id)}
          sx={{ minHeight: 48 }}
          aria-label={action(D.openVisit)}
        >
          {D.openVisit}
        </Button>
      </Box>
    </Paper>
  );
}
