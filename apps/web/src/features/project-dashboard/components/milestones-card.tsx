/** Milestones by due date, overdue ones highlighted; complete, edit, delete and add (full-list PATCH). */

import type { MilestoneInput } from '@firebreak/shared';
import { formatShortDate, LABELS, type Milestone } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ToneChip } from '@/components/project-chips';
import {
  isMilestoneOverdue,
  sortByDueDate,
  withCompletion,
  withMilestone,
  withoutMilestone,
} from '../lib/milestone-edits';
import { MILESTONE_STRINGS as S } from '../strings';
import { MilestoneDialog } from './milestone-dialog';

type MilestonesCardProps = {
  milestones: Milestone[];
  isSaving: boolean;
  onSave: (milestones: MilestoneInput[], done?: () => void) => void;
  /** The role may not change this project: the list without add, edit, remove or ticking. */
  readOnly?: boolean;
};

export function MilestonesCard({ milestones, isSaving, onSave, readOnly = false }: MilestonesCardProps) {
  const [editing, setEditing] = useState<Milestone | 'new' | null>(null);

  return (
    <Paper component="section" aria-labelledby="milestones-title" sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="milestones-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {S.title}
        </Typography>
        {readOnly ? null : (
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} disabled={isSaving}>
            {S.add}
          </Button>
        )}
      </Box>
      {milestones.length === 0 ? (
        <Typography color="text.secondary">{S.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sortByDueDate(milestones).map((milestone) => {
            const overdue = isMilestoneOverdue(milestone);
            const done = milestone.completedAt !== null;
            return (
              <Box
                component="li"
                key={milestone.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.5,
                  borderLeft: 3,
                  borderColor: overdue ? 'error.main' : 'transparent',
                  pl: 1,
                }}
              >
                <Checkbox
                  checked={done}
                  disabled={isSaving || readOnly}
                  onChange={(event) => onSave(withCompletion(milestones, milestone.id, event.target.checked))}
                  slotProps={{ input: { 'aria-label': S.complete(milestone.title) } }}
                />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography
                    sx={{ textDecoration: done ? 'line-through' : 'none', wordBreak: 'break-word' }}
                  >
                    {milestone.title}
                  </Typography>
                  <Typography variant="body2" color={overdue ? 'error.light' : 'text.secondary'}>
                    {LABELS.milestoneKind[milestone.kind]} · {S.due(formatShortDate(milestone.dueDate))}
                  </Typography>
                </Box>
                {overdue ? <ToneChip tone="error" label={S.overdue} /> : null}
                {readOnly ? null : (
                  <>
                    <IconButton
                      aria-label={S.edit(milestone.title)}
                      onClick={() => setEditing(milestone)}
                      disabled={isSaving}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={S.remove(milestone.title)}
                      onClick={() => onSave(withoutMilestone(milestones, milestone.id))}
                      disabled={isSaving}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {editing ? (
        <MilestoneDialog
          milestone={editing === 'new' ? null : editing}
          isSaving={isSaving}
          onClose={() => setEditing(null)}
          onSave={(input) => onSave(withMilestone(milestones, input), () => setEditing(null))}
        />
      ) : null}
    </Paper>
  );
}
