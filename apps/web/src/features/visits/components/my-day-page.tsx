/**
 * /my-day (issue 30 §1): the technician's home. Today's visits in booked order as cards, then the rest
 * of the week, compact. It opens with no signal once it has been opened with one (the phone keeps the
 * last answer), and the taps done offline wait on the phone until there is a signal. When the office
 * changes today's bookings, the screen reads again and says what changed.
 */
import { type DispatchSocketPayload, MY_DAY_SOCKET_EVENT, visitPath, zonedParts } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { errorMessage, httpStatus } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { realtime } from '@/lib/socket/realtime';
import { useOnline } from '@/lib/use-online';
import { usePageTitle } from '@/lib/use-page-title';
import { dayLabel } from '../board';
import { useMyDay } from '../hooks/use-my-day';
import { D } from '../strings';
import { bookedTime, MyDayCard } from './my-day-card';

/** Reads again on the office's booking changes; returns the last message about today, if any. */
function useTodayChanges(today: string | undefined): [string | null, () => void] {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(
    () =>
      realtime.onServerEvent(MY_DAY_SOCKET_EVENT, (payload) => {
        void queryClient.invalidateQueries({ queryKey: visitKeys.myDay });
        const change = payload as Partial<DispatchSocketPayload> | null;
        if (today && change?.dates?.includes(today) && typeof change.message === 'string')
          setMessage(change.message || D.changed);
      }),
    [queryClient, today],
  );
  return [message, () => setMessage(null)];
}

function MyDayScreen({ userId }: { userId: string }) {
  const online = useOnline();
  const state = useMyDay(userId);
  const { view } = state;
  const [change, dismiss] = useTodayChanges(view?.today);
  if (!view) {
    if (state.loading) return <SectionSpinner label={D.loading} />;
    const text = httpStatus(state.loadError) ? errorMessage(state.loadError, D.failed) : D.failed;
    return <Alert severity="error">{text}</Alert>;
  }
  const [today, ...later] = view.days;
  const savedAt = zonedParts(new Date(view.generatedAt));
  const when = savedAt.date === view.today ? savedAt.time : `${dayLabel(savedAt.date)} ${savedAt.time}`;
  const unsent = state.ops.filter((op) => !op.error).length;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
        {!online ? (
          <Alert severity="info" role="status">
            {D.offline(when)}
          </Alert>
        ) : state.fromPhone ? (
          <Alert severity="warning" role="status">
            {D.stale(when)}
          </Alert>
        ) : null}
        {change ? (
          <Alert
            severity="info"
            role="alert"
            action={
              <Button color="inherit" onClick={dismiss} sx={{ minHeight: 44 }}>
                {D.dismiss}
              </Button>
            }
          >
            <strong>{D.changed}:</strong> {change}
          </Alert>
        ) : null}
        {state.sync.phase === 'rejected' ? (
          <Alert severity="error" role="status">
            {D.refused(state.sync.message)}
          </Alert>
        ) : unsent > 0 ? (
          <Alert
            severity="warning"
            role="status"
            action={
              online ? (
                <Button color="inherit" onClick={state.retryNow} sx={{ minHeight: 44 }}>
                  {D.retry}
                </Button>
              ) : undefined
            }
          >
            {D.unsent(unsent)}
          </Alert>
        ) : null}
        {!view.hasPerson ? <Alert severity="info">{D.noPerson}</Alert> : null}
      </Box>
      <Box component="section" aria-labelledby="my-day-today" sx={{ mb: 4 }}>
        <Typography id="my-day-today" component="h2" variant="h5" sx={{ mb: 1 }}>
          {D.today} · {today ? dayLabel(today.date) : ''}
        </Typography>
        {today?.visits.length ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {today.visits.map((visit) => (
              <MyDayCard
                key={visit.id}
                visit={visit}
                onAction={(body) => void state.record(visit.id, body)}
              />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{D.noneToday}</Typography>
        )}
      </Box>
      {later.length > 0 ? (
        <Box component="section" aria-labelledby="my-day-later">
          <Typography id="my-day-later" component="h2" variant="h5" sx={{ mb: 1 }}>
            {D.restOfWeek}
          </Typography>
          {later.every((d) => d.visits.length === 0) ? (
            <Typography color="text.secondary">{D.noneLater}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {later
                .filter((d) => d.visits.length > 0)
                .map((d) => (
                  <Paper key={d.date} variant="outlined" sx={{ p: 1.5 }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {dayLabel(d.date)} · {D.visits(d.visits.length)}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {d.visits.map((visit) => (
                        <Box component="li" key={visit.id} sx={{ py: 0.5 }}>
                          <Link
                            component={RouterLink}
                            to={visitPath(visit.id)}
                            sx={{
                              display: 'inline-flex',
                              minHeight: 44,
                              alignItems: 'center',
                              overflowWrap: 'anywhere',
                            }}
                          >
                            {bookedTime(visit)} · {visit.siteName}
                          </Link>
                          <Typography variant="body2" color="text.secondary">
                            {[visit.clientName, visit.area || visit.address].filter(Boolean).join(' · ')}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  </Paper>
                ))}
            </Box>
          )}
        </Box>
      ) : null}
    </>
  );
}

export default function MyDayPage() {
  usePageTitle(D.title);
  // The phone's copy is the signed-in person's own (decision 0075): nothing is read before they are known.
  const { user } = useAuth();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={D.title} subtitle={D.subtitle} />
      {user ? <MyDayScreen key={user.id} userId={user.id} /> : <SectionSpinner label={D.loading} />}
    </Box>
  );
}
