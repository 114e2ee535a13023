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
import { S } from '../strings';
import { matches, type OpenDialog, type RunAction } from './dialogs';
import { FuelBar } from './fuel-bar';
import { ResourceCard } from './resource-card';

const fields = [
  { name: 'type', label: 'Type' },
  { name: 'registration', label: 'Registration' },
  { name: 'status', label: 'Status', options: VEHICLE_STATUSES },
  { name: 'fuel', label: 'Fuel (%)', type: 'number' as const },
  { name: 'mileage', label: 'Mileage (km)', type: 'number' as const },
];

export const addVehicle = (open: OpenDialog) =>
  open({
    title: S.addVehicle,
    fields,
    initial: { status: 'Available', fuel: 100, mileage: 0 },
    schema: vehicleInputSchema,
    path: 'vehicles',
  });

const km = new Intl.NumberFormat('en-ZA');

export function VehiclesTab({
  items,
  search,
  open,
  run,
}: {
  items: Vehicle[];
  search: string;
  open: OpenDialog;
  run: RunAction;
}) {
  const can = useCan();
  const shown = items.filter((v) => matches(search, v.type, v.registration, v.status, v.assignedTo));
  if (shown.length === 0) return <Typography>{S.none}</Typography>;
  return shown.map((v) => (
    <ResourceCard
      key={v.id}
      title={v.type}
      subtitle={`${S.registration}: ${v.registration}`}
      status={v.status}
      actions={
        <>
          {v.status === 'In Use' ? (
            <Button size="small" onClick={() => run(`vehicles/${v.id}/release`)}>
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
                  path: `vehicles/${v.id}/assign`,
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
                path: `vehicles/${v.id}/service`,
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
                  path: `vehicles/${v.id}`,
                  method: 'put',
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
