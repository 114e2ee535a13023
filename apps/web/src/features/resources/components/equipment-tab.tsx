import type { RawCheckOutInput, RawEquipmentInput, RawMaintenanceInput } from '@firebreak/shared';
import {
  checkOutInputSchema,
  EQUIPMENT_STATUSES,
  type Equipment,
  equipmentInputSchema,
  formatShortDate,
  maintenanceInputSchema,
} from '@firebreak/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCan } from '@/lib/session/use-can';
import type { useEquipmentMutations } from '../api/equipment';
import { S } from '../strings';
import { matches, type OpenDialog, type RunAction } from './dialogs';
import { ResourceCard } from './resource-card';

const fields = [
  { name: 'name', label: 'Name' },
  { name: 'status', label: 'Status', options: EQUIPMENT_STATUSES },
  { name: 'location', label: 'Location' },
  { name: 'lastMaintenance', label: 'Last maintenance', type: 'date' as const },
  { name: 'nextMaintenanceDue', label: 'Next maintenance due', type: 'date' as const },
];

type EquipmentMutations = ReturnType<typeof useEquipmentMutations>;

export const addEquipment = (open: OpenDialog, mutations: EquipmentMutations) =>
  open({
    title: S.addEquipment,
    fields,
    initial: { status: 'Available' },
    schema: equipmentInputSchema,
    submit: (values) => mutations.create.mutateAsync(values as RawEquipmentInput),
  });

const date = (value: string | null) => (value ? formatShortDate(`${value}T12:00:00Z`) : '—');

export function EquipmentTab({
  items,
  search,
  open,
  run,
  mutations,
}: {
  items: Equipment[];
  search: string;
  open: OpenDialog;
  run: RunAction;
  mutations: EquipmentMutations;
}) {
  const can = useCan();
  const shown = items.filter((e) => matches(search, e.name, e.status, e.location, e.checkedOutTo));
  if (shown.length === 0) return <Typography>{S.none}</Typography>;
  return shown.map((e) => (
    <ResourceCard
      key={e.id}
      title={e.name}
      status={e.status}
      actions={
        <>
          {e.status === 'In Use' ? (
            <Button size="small" onClick={() => run(() => mutations.checkIn.mutateAsync(e.id))}>
              {S.checkIn}
            </Button>
          ) : (
            <Button
              size="small"
              disabled={e.status !== 'Available'}
              onClick={() =>
                open({
                  title: `${S.checkOut}: ${e.name}`,
                  fields: [
                    { name: 'to', label: 'Person or project' },
                    { name: 'dueBack', label: 'Due back', type: 'date' },
                  ],
                  initial: {},
                  schema: checkOutInputSchema,
                  submit: (values) =>
                    mutations.checkOut.mutateAsync({ id: e.id, input: values as RawCheckOutInput }),
                })
              }
            >
              {S.checkOut}
            </Button>
          )}
          <Button
            size="small"
            onClick={() =>
              open({
                title: `${S.maintenance}: ${e.name}`,
                fields: [
                  { name: 'performedOn', label: 'Date', type: 'date' },
                  { name: 'notes', label: 'Notes' },
                  { name: 'nextDue', label: 'Next due date', type: 'date' },
                ],
                initial: {},
                schema: maintenanceInputSchema,
                submit: (values) =>
                  mutations.maintenance.mutateAsync({ id: e.id, input: values as RawMaintenanceInput }),
              })
            }
          >
            {S.maintenance}
          </Button>
          {can('resources.manage') ? (
            <Button
              size="small"
              onClick={() =>
                open({
                  title: `${S.edit}: ${e.name}`,
                  fields,
                  initial: e,
                  schema: equipmentInputSchema,
                  submit: (values) =>
                    mutations.update.mutateAsync({ id: e.id, input: values as RawEquipmentInput }),
                })
              }
            >
              {S.edit}
            </Button>
          ) : null}
        </>
      }
    >
      <Typography variant="body2">
        {S.location}: {e.location || '—'}
      </Typography>
      <Typography variant="body2">
        {S.lastMaintenance}: {date(e.lastMaintenance)}
      </Typography>
      <Typography variant="body2">
        {S.nextDue}: {date(e.nextMaintenanceDue)}
      </Typography>
      {e.checkedOutTo ? (
        <Typography variant="body2">
          {S.checkedOutTo}: {e.checkedOutTo} (due {date(e.dueBack)})
        </Typography>
      ) : null}
    </ResourceCard>
  ));
}
