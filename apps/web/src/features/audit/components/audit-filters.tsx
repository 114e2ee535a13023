/** The Audit screen's filters: entity, user, and a Johannesburg date range. */
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditEntity } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useStaff } from '../api/get-staff';
import { AUDIT_STRINGS as S } from '../strings';

export type AuditFilterValues = { entity: '' | AuditEntity; userId: string; from: string; to: string };
export const NO_FILTERS: AuditFilterValues = { entity: '', userId: '', from: '', to: '' };

type Props = { value: AuditFilterValues; onChange: (next: AuditFilterValues) => void };

export function AuditFilters({ value, onChange }: Props) {
  const staff = useStaff();
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  const select = { displayEmpty: true };
  const field = { flex: '1 1 170px', minWidth: 0 };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        select
        size="small"
        label={S.entity}
        value={value.entity}
        onChange={(e) => set({ entity: e.target.value as AuditFilterValues['entity'] })}
        slotProps={{ select, inputLabel: { shrink: true } }}
        sx={field}
      >
        <MenuItem value="">{S.allEntities}</MenuItem>
        {AUDIT_ENTITIES.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {AUDIT_ENTITY_LABELS[entity]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={S.user}
        value={value.userId}
        onChange={(e) => set({ userId: e.target.value })}
        slotProps={{ select, inputLabel: { shrink: true } }}
        sx={field}
      >
        <MenuItem value="">{S.allUsers}</MenuItem>
        {(staff.data ?? []).map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {`${member.firstName} ${member.lastName}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={S.from}
        value={value.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={field}
      />
      <TextField
        type="date"
        size="small"
        label={S.to}
        value={value.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={field}
      />
      <Button onClick={() => onChange(NO_FILTERS)}>{S.clear}</Button>
    </Box>
  );
}
