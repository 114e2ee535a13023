/**
 * /dispatch (issue 30 §2–§4, decision 0091): the week's lanes, one per technician, and the Unassigned
 * visits. The office books by dragging a card onto a technician's day (mouse or keyboard) or through a
 * card's Assign…; the server checks leave, projects, double bookings, the vehicle, the site's access
 * hours and registrations, and a refusal can be overridden with a reason (a registration by an
 * administrator only). An engineer reads the board. Week and filters live in the address.
 */
import type { AssignmentInput, AssignmentRefusal, BoardVisit, DispatchBoard } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { refusalOf, useAssignVisit } from '../api/assign-visit';
import { useDispatchBoard } from '../api/get-board';
import { useDispatchParams } from '../hooks/use-dispatch-params';
import { firstFreeStart } from '../slots';
import { clockOf, dayLabel, S } from '../strings';
import { AssignDialog } from './assign-dialog';
import { DispatchGrid, type DropTarget } from './dispatch-grid';
import { DispatchList } from './dispatch-list';
import { DispatchToolbar, type Option } from './dispatch-toolbar';
import { RefusalDialog } from './refusal-dialog';
import type { CardActions } from './visit-card';

type Pending = { visit: BoardVisit; input: AssignmentInput };

/** The options a filter offers: what this board holds, and what was seen before (a filtered board holds less). */
function useOptions(board: DispatchBoard | undefined, chosenArea: string, chosenClient: string) {
  const seenAreas = useRef(new Set<string>());
  const seenClients = useRef(new Map<string, string>());
  return useMemo(() => {
    const visits = board
      ? [...board.unassigned, ...board.lanes.flatMap((lane) => lane.days.flatMap((day) => day.visits))]
      : [];
    for (const visit of visits) {
      if (visit.area) seenAreas.current.add(visit.area);
      seenClients.current.set(visit.clientId, visit.clientName);
    }
    const areas = new Set(seenAreas.current);
    if (chosenArea) areas.add(chosenArea);
    const clients = new Map(seenClients.current);
    if (chosenClient && !clients.has(chosenClient)) clients.set(chosenClient, S.chosenUnknown);
    const byLabel = (a: Option, b: Option) =>
      a.label.localeCompare(b.label, 'en-ZA', { sensitivity: 'base' });
    return {
      areas: [...areas].map((area) => ({ value: area, label: area })).sort(byLabel),
      clients: [...clients].map(([value, label]) => ({ value, label })).sort(byLabel),
    };
  }, [board, chosenArea, chosenClient]);
}

export default function DispatchPage() {
  usePageTitle(S.title);
  const { params, today, update } = useDispatchParams();
  const can = useCan();
  const canAssign = can('dispatch.assign');
  const isAdmin = useAuth().user?.role === 'ADMIN';
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const board = useDispatchBoard(params);
  const options = useOptions(board.data, params.area, params.clientId);
  const assign = useAssignVisit();
  const { notify, notice } = useNotice();
  const [assigning, setAssigning] = useState<BoardVisit | null>(null);
  const [refused, setRefused] = useState<{ pending: Pending; refusal: AssignmentRefusal } | null>(null);

  const nameOf = (technicianId: string | null) =>
    board.data?.lanes.find((lane) => lane.technicianId === technicianId)?.name ?? '';

  function book(pending: Pending) {
    notify(S.saving(pending.visit.siteName), 'info');
    assign.mutate(
      { visitId: pending.visit.id, input: pending.input },
      {
        onSuccess: () => {
          setAssigning(null);
          setRefused(null);
          const { input, visit } = pending;
          notify(
            input.technicianId
              ? S.saved(
                  visit.siteName,
                  nameOf(input.technicianId),
                  dayLabel(String(input.date)),
                  String(input.startTime),
                )
              : S.unassignedSaved(visit.siteName),
            'success',
          );
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          if (refusal) {
            setAssigning(null);
            setRefused({ pending, refusal });
            notify(refusal.error, 'warning');
          } else notify(errorMessage(error, S.saveFailed), 'error');
        },
      },
    );
  }

  function onDrop(visit: BoardVisit, target: DropTarget) {
    const base = { durationMinutes: visit.durationMinutes };
    if (target.technicianId === null || target.date === null) {
      book({
        visit,
        input: {
          ...base,
          technicianId: null,
          date: visit.scheduledFor ?? visit.dueDate,
          startTime: clockOf(visit.startMinute ?? 8 * 60),
        },
      });
      return;
    }
    const lane = board.data?.lanes.find((l) => l.technicianId === target.technicianId);
    if (!lane) return;
    const day = lane.days.find((d) => d.date === target.date);
    const start = firstFreeStart(lane, day?.visits ?? [], visit.id, visit.durationMinutes);
    book({
      visit,
      input: { ...base, technicianId: target.technicianId, date: target.date, startTime: clockOf(start) },
    });
  }

  const actions: CardActions | undefined = canAssign
    ? { onAssign: setAssigning, onUnassign: (visit) => onDrop(visit, { technicianId: null, date: null }) }
    : undefined;

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={S.title}
        subtitle={canAssign ? (phone ? S.phoneSubtitle : S.subtitle) : S.readOnlySubtitle}
      />
      <DispatchToolbar
        params={params}
        today={today}
        areas={options.areas}
        clients={options.clients}
        onChange={update}
      />
      {board.isPending ? (
        <SectionSpinner label={S.loading} />
      ) : board.isError ? (
        <Alert severity="error">{S.failed}</Alert>
      ) : phone ? (
        <DispatchList board={board.data} actions={actions} />
      ) : (
        <DispatchGrid board={board.data} today={today} actions={actions} onDrop={onDrop} />
      )}
      {assigning && board.data ? (
        <AssignDialog
          visit={assigning}
          lanes={board.data.lanes}
          defaultDate={board.data.weekStart}
          busy={assign.isPending}
          onClose={() => setAssigning(null)}
          onSubmit={(input) => book({ visit: assigning, input })}
        />
      ) : null}
      {refused ? (
        <RefusalDialog
          key={`${refused.pending.visit.id}-${refused.refusal.conflicts.length}`}
          refusal={refused.refusal}
          canOverride={canAssign}
          isAdmin={isAdmin}
          busy={assign.isPending}
          onClose={() => setRefused(null)}
          onOverride={(overrideReason) =>
            book({ ...refused.pending, input: { ...refused.pending.input, overrideReason } })
          }
        />
      ) : null}
      {notice}
    </Box>
  );
}
