/**
 * The day and the technician of a visit the office books outside the schedule (a call-out, a repair
 * visit; decision 0088): one pair of fields for both dialogs.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useCallOutPeople } from '@/entities/visit/api/call-outs';

export const VISIT_BOOKING_STRINGS = {
  date: 'Date',
  technician: 'Technician',
  noTechnician: 'Not yet',
} as const;
const B = VISIT_BOOKING_STRINGS;

/** What useZodForm's `field(name)` gives a text field. */
type FieldProps = {
  value: unknown;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string | undefined;
};

export function VisitBookingFields({ date, technicianId }: { date: FieldProps; technicianId: FieldProps }) {
  const people = useCallOutPeople();
  return (
    <>
      <TextField
        label={B.date}
        type="date"
        required
        {...date}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <TextField select label={B.technician} {...technicianId} fullWidth>
        <MenuItem value="">{B.noTechnician}</MenuItem>
        {(people.data ?? []).map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name} ({person.role})
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
