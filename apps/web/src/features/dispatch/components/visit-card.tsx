/**
 * One visit on the board: its time, site, client, systems and the conflicts of its booking. The office
 * moves it by its handle (mouse or keyboard, dnd-kit) or through its menu (Assign…); an engineer only
 * reads it.
 */
import { useDraggable } from '@dnd-kit/core';
import { type BoardVisit, SYSTEM_LABELS } from '@firebreak/shared';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ToneChip } from '@/components/project-chips';
import { clockOf, dayLabel, S } from '../strings';

export const whenOf = (visit: BoardVisit) =>
  visit.startMinute === null
    ? S.noTime
    : `${clockOf(visit.startMinute)}–${clockOf(visit.startMinute + visit.durationMinutes)}`;

export type CardActions = {
  onAssign: (visit: BoardVisit) => void;
  onUnassign: (visit: BoardVisit) => void;
};

/** The card's text, also what the drag overlay shows. */
function WhenText({ visit, showDue }: { visit: BoardVisit; showDue: boolean }) {
  return (
    <Typography variant="caption" component="p" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
      {showDue ? S.due(dayLabel(visit.dueDate)) : whenOf(visit)}
    </Typography>
  );
}

export function VisitCardText({
  visit,
  showDue,
  withWhen = true,
}: {
  visit: BoardVisit;
  showDue: boolean;
  /** False when the card's top row already shows the time. */
  withWhen?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {withWhen ? <WhenText visit={visit} showDue={showDue} /> : null}
      <Typography variant="body2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {visit.siteName}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {visit.clientName}
        {visit.area ? ` · ${visit.area}` : ''}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {visit.systems.length > 0
          ? visit.systems.map((system) => SYSTEM_LABELS[system]).join(', ')
          : S.assets(visit.assetCount)}
      </Typography>
    </Box>
  );
}

function CardMenu({ visit, actions }: { visit: BoardVisit; actions: CardActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `dispatch-menu-${visit.id}`;
  return (
    <>
      <IconButton
        size="small"
        aria-label={S.menu(visit.siteName)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.25 }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            actions.onAssign(visit);
          }}
        >
          {S.assign}
        </MenuItem>
        {visit.technicianId ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              actions.onUnassign(visit);
            }}
          >
            {S.unassign}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}

type Props = {
  visit: BoardVisit;
  /** Unassigned: the due date instead of the time, and Overdue when it is. */
  unassigned?: boolean;
  /** The office's: menu; with `draggable` also the drag handle. */
  actions?: CardActions;
  draggable?: boolean;
};

export function VisitCard({ visit, unassigned = false, actions, draggable = false }: Props) {
  const registration = visit.conflicts.some((c) => c.kind === 'REGISTRATION');
  // One chip a kind; its messages are its tooltip.
  const kinds = [...new Set(visit.conflicts.map((c) => c.kind))];
  return (
    <Paper
      variant="outlined"
      component="li"
      data-visit-id={visit.id}
      aria-label={S.cardLabel(visit.siteName, unassigned ? S.due(dayLabel(visit.dueDate)) : whenOf(visit))}
      sx={{
        p: 0.75,
        minWidth: 0,
        overflow: 'hidden',
        borderLeft: 4,
        borderLeftColor: registration
          ? 'error.main'
          : visit.conflicts.length > 0
            ? 'warning.main'
            : 'primary.main',
        listStyle: 'none',
      }}
    >
      {actions ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: -0.25 }}>
          {draggable ? <DragHandle visit={visit} /> : null}
          <WhenText visit={visit} showDue={unassigned} />
          <CardMenu visit={visit} actions={actions} />
        </Box>
      ) : null}
      <VisitCardText visit={visit} showDue={unassigned} withWhen={!actions} />
      {(unassigned && visit.overdue) || kinds.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, minWidth: 0 }}>
          {unassigned && visit.overdue ? <ToneChip tone="error" label={S.overdue} sx={CHIP_SX} /> : null}
          {kinds.map((kind) => (
            <ToneChip
              key={kind}
              tone={kind === 'REGISTRATION' ? 'error' : 'warning'}
              label={S.conflictChip(kind)}
              title={visit.conflicts
                .filter((c) => c.kind === kind)
                .map((c) => c.message)
                .join(' · ')}
              sx={CHIP_SX}
            />
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}

const CHIP_SX = { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } };

function DragHandle({ visit }: { visit: BoardVisit }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: visit.id,
    data: { visit },
  });
  return (
    <Box ref={setNodeRef} sx={{ opacity: isDragging ? 0.4 : 1 }}>
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={S.dragHandle(visit.siteName)}
        sx={{ p: 0.25, cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
    </Box>
  );
}
