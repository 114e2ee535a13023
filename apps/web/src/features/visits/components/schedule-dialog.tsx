/**
 * Schedule a visit: a date, a technician from Resources → Personnel, a vehicle from Resources → Vehicles.
 * Calling the visit off is not among the dialog's buttons (where 'Cancel visit' beside 'Cancel' read as
 * one thing): it sits below the fields, apart, as an outlined warning, and asks again before it happens.
 */
import {
  isCalendarDate,
  type Personnel,
  type Vehicle,
  type Visit,
  type VisitUpdateResult,
  visitPath,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/session/use-auth';
import { refusalOf, useUpdateVisit } from '../api/update-visit';
import { S, W } from '../strings';

type Errors = { date?: string; technician?: string };

export function ScheduleDialog({
  visit,
  personnel,
  vehicles,
  onClose,
  onSaved,
  onCancelled,
}: {
  visit: Visit;
  personnel: readonly Personnel[];
  vehicles: readonly Vehicle[];
  onClose: () => void;
  onSaved: (result: VisitUpdateResult) => void;
  /** Called when the office called the visit off. */
  onCancelled: (visit: Visit) => void;
}) {
  const titleId = useId();
  const cancelHintId = useId();
  const [date, setDate] = useState(visit.scheduledFor ?? visit.dueDate);
  const [technicianId, setTechnicianId] = useState(visit.technicianId ?? '');
  const [vehicleId, setVehicleId] = useState(visit.vehicleId ?? '');
  const [notes, setNotes] = useState(visit.notes);
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateVisit();
  const [confirming, setConfirming] = useState(false);
  const [overrideReason, setOverrideReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const isAdmin = useAuth().user?.role === 'ADMIN';
  // A registration the technician lacks (issue 30 §3): the reasons, and an administrator's override.
  const refusal = save.isError ? refusalOf(save.error) : null;

  if (confirming)
    return (
      <ConfirmDialog
        title={S.cancelTitle(visit.siteName)}
        text={S.cancelBody(visit.dueDate)}
        confirmLabel={S.cancelVisit}
        keepLabel={S.keepVisit}
        pending={save.isPending}
        error={save.isError ? errorMessage(save.error, S.saveFailed) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          save.mutate({ id: visit.id, input: { status: 'CANCELLED' } }, { onSuccess: onCancelled })
        }
      />
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!date) next.date = S.dateRequired;
    else if (!isCalendarDate(date)) next.date = S.dateInvalid;
    if (!technicianId) next.technician = S.technicianRequired;
    setErrors(next);
    if (next.date || next.technician) return;
    const overriding = refusal !== null && isAdmin;
    if (overriding && !overrideReason.trim()) {
      setReasonError(S.overrideReasonRequired);
      return;
    }
    save.mutate(
      {
        id: visit.id,
        input: {
          scheduledFor: date,
          technicianId,
          vehicleId: vehicleId || null,
          notes,
          ...(overriding ? { overrideReason: overrideReason.trim() } : {}),
        },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <FormDialog
      title={S.dialogTitle(visit.siteName)}
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError && !refusal ? errorMessage(save.error, S.saveFailed) : null}
      maxWidth="xs"
      saveLabel={refusal && isAdmin ? S.bookAnyway : S.save}
      cancelLabel={S.cancel}
    >
      <Typography variant="body2" color="text.secondary">
        {S.due(visit.dueDate)} ·{' '}
        <Link component={RouterLink} to={visitPath(visit.id)} aria-label={W.openVisitLabel(visit.siteName)}>
          {W.openVisit}
        </Link>
      </Typography>
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal.conflicts.map((conflict) => (
            <Typography key={conflict.message} variant="body2">
              {S.refused(conflict.message)}
            </Typography>
          ))}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {isAdmin ? S.overrideHint : S.adminOnly}
          </Typography>
        </Alert>
      ) : null}
      {refusal && isAdmin ? (
        <TextField
          label={S.overrideReason}
          value={overrideReason}
          onChange={(event) => {
            setOverrideReason(event.target.value);
            setReasonError(null);
          }}
          error={reasonError !== null}
          helperText={reasonError ?? S.overrideReasonHelp}
          required
          multiline
          minRows={2}
          fullWidth
        />
      ) : null}
      <TextField
        label={S.fieldDate}
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={Boolean(errors.date)}
        helperText={errors.date}
        slotProps={{ inputLabel: { shrink: true } }}
        required
        fullWidth
      />
      <TextField
        select
        label={S.fieldTechnician}
        value={technicianId}
        onChange={(event) => setTechnicianId(event.target.value)}
        error={Boolean(errors.technician)}
        helperText={errors.technician}
        required
        fullWidth
      >
        {personnel.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name} ({person.role})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={S.fieldVehicle}
        value={vehicleId}
        onChange={(event) => setVehicleId(event.target.value)}
        fullWidth
      >
        <MenuItem value="">{S.vehicleNone}</MenuItem>
        {vehicles.map((vehicle) => (
          <MenuItem key={vehicle.id} value={vehicle.id}>
            {vehicle.registration} ({vehicle.type})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={S.fieldNotes}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        multiline
        minRows={2}
        fullWidth
      />
      <Divider sx={{ pt: 1 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id={cancelHintId} variant="body2" color="text.secondary" sx={{ flex: '1 1 180px' }}>
          {S.cancelVisitHint}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          aria-describedby={cancelHintId}
          onClick={() => setConfirming(true)}
        >
          {S.cancelVisit}
        </Button>
      </Box>
    </FormDialog>
  );
}
