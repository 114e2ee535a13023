/**
 * Assign… from a card's menu (the phone's way, and at a desk too): technician, date, start time,
 * length and vehicle. The server checks the conflicts; a refusal opens the refusal dialog.
 */
import {
  type AssignmentInput,
  assignmentInputSchema,
  type BoardLane,
  type BoardVisit,
  DISPATCH_LIMITS,
} from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { useVehicles } from '../api/assign-visit';
import { firstFreeStart } from '../slots';
import { clockOf, S } from '../strings';

const KEEP = '__keep__';
const NONE = '__none__';

type Props = {
  visit: BoardVisit;
  lanes: readonly BoardLane[];
  /** The first day of the week shown, for a visit not booked yet. */
  defaultDate: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (input: AssignmentInput) => void;
};

export function AssignDialog({ visit, lanes, defaultDate, busy, onClose, onSubmit }: Props) {
  const vehicles = useVehicles({ enabled: true });
  const [technicianId, setTechnicianId] = useState(visit.technicianId ?? '');
  const [date, setDate] = useState(
    visit.scheduledFor ?? (visit.dueDate < defaultDate ? defaultDate : visit.dueDate),
  );
  const [startTime, setStartTime] = useState(clockOf(visit.startMinute ?? suggestedStart()));
  const [duration, setDuration] = useState(String(visit.durationMinutes));
  const [vehicle, setVehicle] = useState(KEEP);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function suggestedStart() {
    const lane = lanes.find((l) => l.technicianId === visit.technicianId) ?? lanes[0];
    if (!lane) return 8 * 60;
    const day = lane.days.find((d) => d.date === visit.scheduledFor);
    return firstFreeStart(lane, day?.visits ?? [], visit.id, visit.durationMinutes);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input: AssignmentInput = {
      technicianId: technicianId || null,
      date,
      startTime,
      durationMinutes: Number(duration),
      ...(vehicle === KEEP ? {} : { vehicleId: vehicle === NONE ? null : vehicle }),
    };
    const next: Record<string, string> = {};
    if (!technicianId) next.technicianId = S.technicianRequired;
    const parsed = assignmentInputSchema.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(input);
  }

  return (
    <FormDialog
      title={S.assignTitle(visit.siteName)}
      titleId="dispatch-assign-title"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      saveLabel={S.save}
      cancelLabel={S.cancel}
    >
      <TextField
        select
        label={S.fieldTechnician}
        value={technicianId}
        onChange={(event) => setTechnicianId(event.target.value)}
        error={Boolean(errors.technicianId)}
        helperText={errors.technicianId}
        required
      >
        {lanes.map((lane) => (
          <MenuItem key={lane.technicianId} value={lane.technicianId}>
            {lane.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={S.fieldDate}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={Boolean(errors.date)}
        helperText={errors.date}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="time"
        label={S.fieldStart}
        value={startTime}
        onChange={(event) => setStartTime(event.target.value)}
        error={Boolean(errors.startTime)}
        helperText={errors.startTime}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: DISPATCH_LIMITS.slotMinutes * 60 } }}
      />
      <TextField
        type="number"
        label={S.fieldDuration}
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
        error={Boolean(errors.durationMinutes)}
        helperText={errors.durationMinutes}
        required
        slotProps={{
          htmlInput: {
            min: DISPATCH_LIMITS.minDurationMinutes,
            max: DISPATCH_LIMITS.maxDurationMinutes,
            step: DISPATCH_LIMITS.slotMinutes,
          },
        }}
      />
      <TextField
        select
        label={S.fieldVehicle}
        value={vehicle}
        onChange={(event) => setVehicle(event.target.value)}
      >
        <MenuItem value={KEEP}>
          {visit.vehicleRegistration ? `${S.vehicleKeep} (${visit.vehicleRegistration})` : S.vehicleKeep}
        </MenuItem>
        <MenuItem value={NONE}>{S.vehicleNone}</MenuItem>
        {(vehicles.data ?? []).map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {`${v.registration} · ${v.type}`}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
