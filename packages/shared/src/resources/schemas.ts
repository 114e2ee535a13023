/** zod schemas of the resources API (spec §3 Personnel, Equipment, Vehicle, Inventory item). */
import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields';
import { isCalendarDate } from '../common/validation';
import { parseClock } from '../dispatch/rules';
import { EQUIPMENT_STATUSES, INVENTORY_STATUSES, PERSONNEL_STATUSES, VEHICLE_STATUSES } from './rules';

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);
const isoDate = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`);

/** A time of day 'HH:MM' (24-hour, company time); left out: unchanged (or the default on a new person). */
export const clockField = (label: string) =>
  z
    .string({ error: `${label} must be a time like 07:30` })
    .trim()
    .refine((t) => parseClock(t) !== null, `${label} must be a time like 07:30`);

/** Working hours a new person starts with (migration 0041's defaults). */
export const DEFAULT_WORKING_HOURS = { workStart: '07:30', workEnd: '16:30' } as const;

export const personnelInputSchema = z
  .object({
    name: requiredText('Name', 200),
    role: requiredText('Role', 200),
    status: z.enum(PERSONNEL_STATUSES, { error: `Status must be one of ${PERSONNEL_STATUSES.join(', ')}` }),
    skills: z.array(requiredText('Skill', 80)).max(30, 'At most 30 skills').default([]),
    /** Working hours, Monday to Friday (issue 30 §2): both or neither; the start before the end. */
    workStart: clockField('Start of work').optional(),
    workEnd: clockField('End of work').optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.workStart === undefined) !== (value.workEnd === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [value.workStart === undefined ? 'workStart' : 'workEnd'],
        message: 'Give both the start and the end of work, or neither',
      });
    const start = value.workStart === undefined ? null : parseClock(value.workStart);
    const end = value.workEnd === undefined ? null : parseClock(value.workEnd);
    if (start !== null && end !== null && end <= start)
      ctx.addIssue({ code: 'custom', path: ['workEnd'], message: 'End of work must be after the start' });
  });
export const personnelSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  status: z.enum(PERSONNEL_STATUSES),
  projects: z.number(),
  skills: z.array(z.string()),
  /** Their sign-in, when they have one (docs/decisions/0064). */
  userId: z.string().nullable(),
  /** Working hours Monday to Friday, 'HH:MM' company time. */
  workStart: z.string(),
  workEnd: z.string(),
});
export type Personnel = z.infer<typeof personnelSchema>;

/** A period of leave, from and to inclusive (issue 30 §2). */
export const leaveInputSchema = z
  .object({
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
    reason: optionalText('Reason', 200),
  })
  .refine((v) => !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate) || v.endDate >= v.startDate, {
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  });
export type LeaveInput = z.input<typeof leaveInputSchema>;
export type LeaveValues = z.output<typeof leaveInputSchema>;
export const leaveSchema = z.object({
  id: z.string(),
  personnelId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

export const scheduleInputSchema = z
  .object({
    projectId: requiredText('Project', 100),
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
  })
  .refine((v) => v.endDate >= v.startDate, {
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  });
export const scheduleSchema = z.object({
  id: z.string(),
  personnelId: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

export const equipmentInputSchema = z.object({
  name: requiredText('Name', 200),
  status: z.enum(EQUIPMENT_STATUSES, { error: `Status must be one of ${EQUIPMENT_STATUSES.join(', ')}` }),
  location: optionalText('Location', 200),
  lastMaintenance: isoDate('Last maintenance')
    .nullish()
    .transform((v) => v ?? null),
  nextMaintenanceDue: isoDate('Next maintenance due')
    .nullish()
    .transform((v) => v ?? null),
});
export const equipmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(EQUIPMENT_STATUSES),
  location: z.string(),
  lastMaintenance: z.string().nullable(),
  nextMaintenanceDue: z.string().nullable(),
  checkedOutTo: z.string().nullable(),
  dueBack: z.string().nullable(),
});
export type Equipment = z.infer<typeof equipmentSchema>;
export const checkOutInputSchema = z.object({
  to: requiredText('Checked out to', 200),
  dueBack: isoDate('Due back'),
});
export const maintenanceInputSchema = z.object({
  performedOn: isoDate('Date'),
  notes: optionalText('Notes', 2000),
  nextDue: isoDate('Next due date'),
});

export const vehicleInputSchema = z.object({
  type: requiredText('Type', 200),
  registration: requiredText('Registration', 40).transform((v) => v.toUpperCase().replace(/\s+/g, ' ')),
  status: z.enum(VEHICLE_STATUSES, { error: `Status must be one of ${VEHICLE_STATUSES.join(', ')}` }),
  fuel: z
    .number({ error: 'Fuel must be a number from 0 to 100' })
    .min(0, 'Fuel must be a number from 0 to 100')
    .max(100, 'Fuel must be a number from 0 to 100'),
  mileage: wholeNumber('Mileage', 5_000_000),
});
export const vehicleSchema = z.object({
  id: z.string(),
  type: z.string(),
  registration: z.string(),
  status: z.enum(VEHICLE_STATUSES),
  fuel: z.number(),
  mileage: z.number(),
  assignedTo: z.string().nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
export const assignVehicleInputSchema = z.object({ to: requiredText('Assigned to', 200) });
export const serviceVehicleInputSchema = z.object({
  servicedOn: isoDate('Date'),
  odometer: wholeNumber('Odometer', 5_000_000),
  notes: optionalText('Notes', 2000),
});

export const inventoryInputSchema = z.object({
  item: requiredText('Item', 200),
  quantity: wholeNumber('Quantity', 10_000_000),
  minStock: wholeNumber('Minimum stock', 10_000_000),
});
export const inventorySchema = z.object({
  id: z.string(),
  item: z.string(),
  quantity: z.number(),
  minStock: z.number(),
  status: z.enum(INVENTORY_STATUSES),
  pendingReorder: z.number().nullable(),
});
export type InventoryItem = z.infer<typeof inventorySchema>;
/** POST /api/resources/inventory/import: how many rows of the CSV added an item and how many changed one. */
export const inventoryImportResultSchema = z.object({ created: z.number(), updated: z.number() });
export type InventoryImportResult = z.infer<typeof inventoryImportResultSchema>;
export const reorderInputSchema = z.object({
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(10_000_000),
});

export const resourceSummarySchema = z.object({
  personnelAvailable: z.number(),
  personnelTotal: z.number(),
  equipmentMaintenance: z.number(),
  inventoryBelowMin: z.number(),
  note: z.string(),
});
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;

/** What the resource forms send (`Raw…Input`) and what the server parses it into (`…Input`). */
export type PersonnelInput = z.output<typeof personnelInputSchema>;
export type RawPersonnelInput = z.input<typeof personnelInputSchema>;
export type ScheduleInput = z.output<typeof scheduleInputSchema>;
export type RawScheduleInput = z.input<typeof scheduleInputSchema>;
export type EquipmentInput = z.output<typeof equipmentInputSchema>;
export type RawEquipmentInput = z.input<typeof equipmentInputSchema>;
export type CheckOutInput = z.output<typeof checkOutInputSchema>;
export type RawCheckOutInput = z.input<typeof checkOutInputSchema>;
export type MaintenanceInput = z.output<typeof maintenanceInputSchema>;
export type RawMaintenanceInput = z.input<typeof maintenanceInputSchema>;
export type VehicleInput = z.output<typeof vehicleInputSchema>;
export type RawVehicleInput = z.input<typeof vehicleInputSchema>;
export type AssignVehicleInput = z.output<typeof assignVehicleInputSchema>;
export type RawAssignVehicleInput = z.input<typeof assignVehicleInputSchema>;
export type ServiceVehicleInput = z.output<typeof serviceVehicleInputSchema>;
export type RawServiceVehicleInput = z.input<typeof serviceVehicleInputSchema>;
export type InventoryInput = z.output<typeof inventoryInputSchema>;
export type RawInventoryInput = z.input<typeof inventoryInputSchema>;
export type ReorderInput = z.output<typeof reorderInputSchema>;
export type RawReorderInput = z.input<typeof reorderInputSchema>;
