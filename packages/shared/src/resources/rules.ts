/** Resource management (spec §2 Resource Management, §3 Personnel … Resource statuses and colours): pure rules. */

export const PERSONNEL_STATUSES = ['Available', 'Busy', 'On Site', 'On Leave'] as const;
export type PersonnelStatus = (typeof PERSONNEL_STATUSES)[number];
export const EQUIPMENT_STATUSES = ['Available', 'In Use', 'Maintenance'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export const VEHICLE_STATUSES = ['Available', 'In Use', 'Maintenance'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const INVENTORY_STATUSES = ['Good', 'Low', 'Critical'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const RESOURCE_STATUSES = [
  'Available',
  'Busy',
  'In Use',
  'On Site',
  'On Leave',
  'Maintenance',
  'Good',
  'Low',
  'Critical',
] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
export type StatusColour = 'green' | 'amber' | 'red';

/** Spec §3: green Available/Good; amber Busy/In Use/On Site/Low; red On Leave/Maintenance/Critical. */
export function resourceStatusColour(status: string): StatusColour {
  if (status === 'Available' || status === 'Good') return 'green';
  if (status === 'Busy' || status === 'In Use' || status === 'On Site' || status === 'Low') return 'amber';
  return 'red';
}

/** Spec §2: the fuel bar is red under 30, amber under 60, otherwise green. */
export function fuelColour(fuel: number): StatusColour {
  if (fuel < 30) return 'red';
  if (fuel < 60) return 'amber';
  return 'green';
}

/**
 * Inventory status from quantity vs minimum stock (docs/decisions/0041): Good at or above the
 * minimum, Critical at or below half of it, Low in between. A minimum of 0 is always Good.
 */
export function inventoryStatus(quantity: number, minStock: number): InventoryStatus {
  if (minStock <= 0 || quantity >= minStock) return 'Good';
  if (quantity <= minStock / 2) return 'Critical';
  return 'Low';
}

export type ResourceCounts = {
  personnelAvailable: number;
  personnelTotal: number;
  equipmentMaintenance: number;
  inventoryBelowMin: number;
};

/** Spec §2 summary note, computed from data. */
export function resourceSummaryNote(c: ResourceCounts): string {
  return `${c.personnelAvailable} of ${c.personnelTotal} personnel available, ${c.equipmentMaintenance} equipment items need maintenance, ${c.inventoryBelowMin} inventory items below minimum stock`;
}

export const RESOURCE_STRINGS = {
  title: 'Resource Management',
  tabs: ['Personnel', 'Equipment', 'Vehicles', 'Inventory'],
  addPersonnel: 'Add Personnel',
  addEquipment: 'Add Equipment',
  addVehicle: 'Add Vehicle',
  addItem: 'Add Item',
  schedule: 'Schedule',
  edit: 'Edit',
  checkOut: 'Check Out',
  checkIn: 'Check In',
  maintenance: 'Maintenance',
  assign: 'Assign',
  service: 'Service',
  reorder: 'Reorder',
  import: 'Import',
  export: 'Export',
  doubleBooked: 'This person is already scheduled on those dates',
  duplicateRegistration: 'A vehicle with this registration already exists',
} as const;
