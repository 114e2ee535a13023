/** Schedule a visit: a date, a technician from Resources → Personnel, a vehicle from Resources → Vehicles. */
import {
  isCalendarDate,
  type Personnel,
  type Vehicle,
  type Visit,
  type VisitUpdateResult,
} from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useUpdateVisit } from '../api/update-visit';
import { S } from '../strings';

type Errors = { date?: string; technician?: string };

export function ScheduleDialog({
  visit,
  personnel,
  vehicles,
  onClose,
  onSaved,
}: {
  visit: Visit;
  personnel: readonly Personnel[];
  vehicles: readonly Vehicle[];
  onClose: () => void;
  onSaved: (result: VisitUpdateResult) => void;
}) {
  const titleId = useId();
  const [date, setDate] = useState(visit.scheduledFor ?? visit.dueDate);
  const [technicianId, setTechnicianId] = useState(visit.technicianId ?? '');
  const [vehicleId, setVehicleId] = useState(visit.vehicleId ?? '');
  const [notes, setNotes] = useState(visit.notes);
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateVisit();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!date) next.date = S.dateRequired;
    else if (!isCalendarDate(date)) next.date = S.dateInvalid;
    if (!technicianId) next.technician = S.technicianRequired;
    setErrors(next);
    if (next.date || next.technician) return;
    save.mutate(
      {
        id: visit.id,
        input: { scheduledFor: date, technicianId, vehicleId: vehicleId || null, notes },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {S.dialogTitle(visit.siteName)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError ? <Alert severity="error">{errorMessage(save.error, S.saveFailed)}</Alert> : null}
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{S.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {S.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
