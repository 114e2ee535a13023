/**
 * The week at a desk (1280 px): the Unassigned strip, then one row per technician with a cell per day.
 * The office drags a card by its handle onto a technician's day (or back to Unassigned); the keyboard
 * does the same (space or enter picks it up, the arrows move between cells, space or enter drops it,
 * escape cancels), each step told to a screen reader naming the technician and the day.
 */
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { BoardDay, BoardLane, BoardVisit, DispatchBoard } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { cellId, parseCellId, UNASSIGNED_ID } from '../slots';
import { longDayLabel, S } from '../strings';
import { DayHeader, DaySummary, LaneHeader } from './lane-parts';
import { type CardActions, VisitCard, VisitCardText } from './visit-card';

export type DropTarget = { technicianId: string | null; date: string | null };

type Props = {
  board: DispatchBoard;
  today: string;
  /** The office's: cards move and have menus. */
  actions?: CardActions;
  onDrop: (visit: BoardVisit, target: DropTarget) => void;
};

const ARROWS: string[] = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];

export function DispatchGrid({ board, today, actions, onDrop }: Props) {
  const [dragged, setDragged] = useState<BoardVisit | null>(null);
  /** During a keyboard drag, the cell the arrows have reached (the collision detection's answer). */
  const keyTarget = useRef<string | null>(null);
  /** The day column the arrows last stood in, for coming down from the Unassigned strip. */
  const keyColumn = useRef(Math.max(0, board.days.indexOf(today)));
  /** Where a drag began, and whether it has left: the first 'over' (its own place) is not announced. */
  const origin = useRef<string | null>(null);
  const moved = useRef(false);
  const layout = useRef(board);
  layout.current = board;

  const names = useMemo(() => new Map(board.lanes.map((lane) => [lane.technicianId, lane.name])), [board]);
  const targetLabel = (id: UniqueIdentifier) => {
    if (id === UNASSIGNED_ID) return S.unassignedTarget;
    const cell = parseCellId(String(id));
    return cell ? S.target(names.get(cell.technicianId) ?? '', longDayLabel(cell.date)) : String(id);
  };
  const siteOf = (data: unknown) => (data as { visit?: BoardVisit } | undefined)?.visit?.siteName ?? '';

  // Moves the keyboard's target by cell, not by pixels: the same on any screen and in jsdom.
  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
    if (!ARROWS.includes(event.code)) return undefined;
    event.preventDefault();
    const { lanes, days } = layout.current;
    const here = keyTarget.current ?? UNASSIGNED_ID;
    const cell = parseCellId(here);
    let row = cell ? lanes.findIndex((lane) => lane.technicianId === cell.technicianId) : -1;
    let column = cell ? days.indexOf(cell.date) : keyColumn.current;
    if (event.code === KeyboardCode.Up) row = Math.max(-1, row - 1);
    if (event.code === KeyboardCode.Down) row = Math.min(lanes.length - 1, row + 1);
    if (event.code === KeyboardCode.Left) column = Math.max(0, column - 1);
    if (event.code === KeyboardCode.Right) column = Math.min(days.length - 1, column + 1);
    keyColumn.current = column;
    const lane = lanes[row];
    const day = days[column];
    const next = row >= 0 && lane && day ? cellId(lane.technicianId, day) : UNASSIGNED_ID;
    keyTarget.current = next;
    moved.current = true;
    const rect = context.droppableRects.get(next);
    if (rect && rect.width > 0) return { x: rect.left + 8, y: rect.top + 8 };
    // Nothing laid out (jsdom): any move makes dnd-kit look again.
    const step = event.code === KeyboardCode.Up || event.code === KeyboardCode.Left ? -1 : 1;
    return event.code === KeyboardCode.Up || event.code === KeyboardCode.Down
      ? { x: currentCoordinates.x, y: currentCoordinates.y + step }
      : { x: currentCoordinates.x + step, y: currentCoordinates.y };
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const collision: CollisionDetection = (args) => {
    if (keyTarget.current) return [{ id: keyTarget.current }];
    const within = pointerWithin(args);
    return within.length > 0 ? within : rectIntersection(args);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => S.pickedUp(siteOf(active.data.current)),
    onDragOver: ({ active, over }) => {
      if (over?.id === origin.current && !moved.current) return undefined;
      moved.current = true;
      return over
        ? S.over(siteOf(active.data.current), targetLabel(over.id))
        : S.overNone(siteOf(active.data.current));
    },
    onDragEnd: ({ active, over }) =>
      over
        ? S.dropped(siteOf(active.data.current), targetLabel(over.id))
        : S.cancelled(siteOf(active.data.current)),
    onDragCancel: ({ active }) => S.cancelled(siteOf(active.data.current)),
  };

  function handleDragStart({ active, activatorEvent }: DragStartEvent) {
    const visit = (active.data.current as { visit?: BoardVisit } | undefined)?.visit ?? null;
    setDragged(visit);
    origin.current =
      visit?.technicianId && visit.scheduledFor && board.days.includes(visit.scheduledFor)
        ? cellId(visit.technicianId, visit.scheduledFor)
        : UNASSIGNED_ID;
    moved.current = false;
    if (activatorEvent instanceof KeyboardEvent) keyTarget.current = origin.current;
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    keyTarget.current = null;
    setDragged(null);
    const visit = (active.data.current as { visit?: BoardVisit } | undefined)?.visit;
    if (!visit || !over) return;
    if (over.id === UNASSIGNED_ID) {
      if (visit.technicianId) onDrop(visit, { technicianId: null, date: null });
      return;
    }
    const cell = parseCellId(String(over.id));
    if (!cell) return;
    if (cell.technicianId === visit.technicianId && cell.date === visit.scheduledFor) return;
    onDrop(visit, cell);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => {
        keyTarget.current = null;
        setDragged(null);
      }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: S.instructions } }}
    >
      <UnassignedStrip visits={board.unassigned} actions={actions} dragging={dragged !== null} />
      <Box
        role="region"
        aria-label={S.gridLabel}
        sx={{
          display: 'grid',
          gridTemplateColumns: columnsOf(board.days),
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Box sx={{ p: 1, fontWeight: 700, bgcolor: 'action.hover' }} aria-hidden="true">
          {S.technician}
        </Box>
        {board.days.map((day) => (
          <DayHeader key={day} date={day} today={today} />
        ))}
        {board.lanes.map((lane) => (
          <LaneRow key={lane.technicianId} lane={lane} actions={actions} />
        ))}
      </Box>
      <DragOverlay>
        {dragged ? (
          <Paper elevation={8} sx={{ p: 1, width: 180, cursor: 'grabbing' }}>
            <VisitCardText visit={dragged} showDue={dragged.technicianId === null} />
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function LaneRow({ lane, actions }: { lane: BoardLane; actions?: CardActions }) {
  return (
    <>
      <LaneHeader lane={lane} />
      {lane.days.map((day) => (
        <DayCell key={day.date} lane={lane} day={day} actions={actions} />
      ))}
    </>
  );
}

function DayCell({ lane, day, actions }: { lane: BoardLane; day: BoardDay; actions?: CardActions }) {
  const { setNodeRef, isOver } = useDroppable({
    id: cellId(lane.technicianId, day.date),
    disabled: !actions,
  });
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={S.cellLabel(lane.name, longDayLabel(day.date), day.visits.length)}
      data-cell={`${lane.technicianId}:${day.date}`}
      sx={{
        p: 0.75,
        borderTop: 1,
        borderLeft: 1,
        borderColor: 'divider',
        minHeight: 96,
        minWidth: 0,
        bgcolor: isOver ? 'action.selected' : day.workingMinutes === 0 ? 'action.hover' : undefined,
        outline: isOver ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -3,
      }}
    >
      <DaySummary lane={lane} day={day} />
      <CardList>
        {day.visits.map((visit) => (
          <VisitCard key={visit.id} visit={visit} actions={actions} draggable={Boolean(actions)} />
        ))}
      </CardList>
    </Box>
  );
}

/** The technician, then the days: a weekend day narrower than a working one. */
function columnsOf(days: readonly string[]): string {
  const widths = days.map((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday === 0 || weekday === 6 ? 'minmax(0, 0.7fr)' : 'minmax(0, 1fr)';
  });
  return ['minmax(0, 1.1fr)', ...widths].join(' ');
}

export function CardList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 0.5,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 0.5,
      }}
    >
      {children}
    </Box>
  );
}

function UnassignedStrip({
  visits,
  actions,
  dragging,
}: {
  visits: readonly BoardVisit[];
  actions?: CardActions;
  dragging: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: UNASSIGNED_ID, disabled: !actions });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      variant="outlined"
      aria-labelledby="dispatch-unassigned"
      sx={{
        p: 1.5,
        mb: 2,
        outline: isOver || dragging ? '2px dashed' : 'none',
        outlineColor: isOver ? 'primary.main' : 'divider',
        outlineOffset: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box component="h2" id="dispatch-unassigned" sx={{ typography: 'h6', m: 0 }}>
          {S.unassigned} ({visits.length})
        </Box>
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {S.unassignedHint}
        </Box>
      </Box>
      {visits.length === 0 ? (
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{S.unassignedEmpty}</Box>
      ) : (
        <Box
          component="ul"
          // A scroll region must be reachable from the keyboard: someone without actions (an engineer)
          // has nothing else to tab to in it.
          tabIndex={0}
          aria-labelledby="dispatch-unassigned"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            // A long list scrolls in its strip, so the technicians' lanes stay on the screen below it.
            maxHeight: 260,
            overflowY: 'auto',
            pr: 0.5,
          }}
        >
          {visits.map((visit) => (
            <VisitCard
              key={visit.id}
              visit={visit}
              unassigned
              actions={actions}
              draggable={Boolean(actions)}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
