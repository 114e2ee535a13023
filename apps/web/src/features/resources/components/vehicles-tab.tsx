import type { RawAssignVehicleInput, RawServiceVehicleInput, RawVehicleInput } from '@firebreak/shared';
import {
  assignVehicleInputSchema,
  serviceVehicleInputSchema,
  VEHICLE_STATUSES,
  type Vehicle,
  vehicleInputSchema,
} from '@firebreak/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCan } from '@/lib/session/use-can';
import type { useVehicleMutations } from '../api/vehicles';
import { S } from '../strings';
import { matches, type OpenDialog, type RunAction } from './dialogs';
import { FuelBar } from './fuel-bar';
import { NoWrap, ResourceCard } from './resource-card';

const fields = [
  { name: 'type', label: 'Type' },
  { name: 'registration', label: 'Registration' },
  { name: 'status', label: 'Status', options: VEHICLE_STATUSES },
  { name: 'fuel', label: 'Fuel (%)', type: 'number' as const },
  { name: 'mileage', label: 'Mileage (km)', type: 'number' as const },
];

type VehicleMutations = ReturnType<typeof useVehicleMutations>;

export const addVehicle = (open: OpenDialog, mutations: VehicleMutations) =>
  open({
    title: S.addVehicle,
    fields,
    initial: { status: 'Available', fuel: 100, mileage: 0 },
    schema: vehicleInputSchema,
    submit: (values) => mutations.create.mutateAsync(values as RawVehicleInput),
  });

const km = new Intl.NumberFormat('en-ZA');

export function VehiclesTab({
  items,
  search,
  open,
  run,
  mutations,
}: {
  items: Vehicle[];
  search: string;
  open: OpenDialog;
  run: RunAction;
  mutations: VehicleMutations;
}) {
  const can = useCan();
  const shown = items.filter((v) => matches(search, v.type, v.registration, v.status, v.assignedTo));
  if (shown.length === 0) return <Typography>{S.none}</Typography>;
  return shown.map((v) => (
    <ResourceCard
      key={v.id}
      title={v.type}
      subtitle={
        <>
          {S.registration}: <NoWrap>{v.registration}</NoWrap>
        </>
      }
      status={v.status}
      actions={
        <>
          {v.status === 'In Use' ? (
            <Button size="small" onClick={() => run(() => mutations.release.mutateAsync(v.id))}>
              {S.release}
            </Button>
          ) : (
            <Button
              size="small"
              disabled={v.status !== 'Available'}
              onClick={() =>
                open({
                  title: `${S.assign}: ${v.registration}`,
                  fields: [{ name: 'to', label: 'Person or project' }],
                  initial: {},
                  schema: assignVehicleInputSchema,
                  submit: (values) =>
                    mutations.assign.mutateAsync({ id: v.id, input: values as RawAssignVehicleInput }),
                })
              }
            >
              {S.assign}
            </Button>
          )}
          <Button
            size="small"
            onClick={() =>
              open({
                title: `${S.service}: ${v.registration}`,
                fields: [
                  { name: 'servicedOn', label: 'Date', type: 'date' },
                  { name: 'odometer', label: 'Odometer (km)', type: 'number' },
                  { name: 'notes', label: 'Notes' },
                ],
                initial: { odometer: v.mileage },
                schema: serviceVehicleInputSchema,
                submit: (values) =>
                  mutations.service.mutateAsync({ id: v.id, input: values as RawServiceVehicleInput }),
              })
            }
          >
            {S.service}
          </Button>
          {can('resources.manage') ? (
            <Button
              size="small"
              onClick={() =>
                open({
                  title: `${S.edit}: ${v.registration}`,
                  fields,
                  initial: v,
                  schema: vehicleInputSchema,
                  submit: (values) =>
                    mutations.update.mutateAsync({ id: v.id, input: values as RawVehicleInput }),
                })
              }
            >
              {S.edit}
            </Button>
          ) : null}
        </>
      }
    >
      <FuelBar fuel={v.fuel} />
      <Typography variant="body2">
        {S.mileage}: {km.format(v.mileage)} km
      </Typography>
      {v.assignedTo ? (
        <Typography variant="body2">
          {S.assignedTo}: {v.assignedTo}
        </Typography>
      ) : null}
    </ResourceCard>
  ));
}
