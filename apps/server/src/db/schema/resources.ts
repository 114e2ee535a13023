/** Resources: personnel (skills as JSON text), equipment, vehicles, inventory and their logs. Dates YYYY-MM-DD. */
export type PersonnelTable = {
  id: string;
  name: string;
  role: string;
  status: string;
  skills: string;
  user_id: string | null;
  /** Working hours Monday to Friday, minutes after midnight company time (migration 0041). */
  work_start_minute?: number;
  work_end_minute?: number;
  created_at: string;
  updated_at: string;
};
/** An SAQCC Fire registration (migration 0041): category and level from shared registrations/rules. */
export type PersonnelRegistrationsTable = {
  id: string;
  personnel_id: string;
  category: string;
  level: string;
  number: string;
  /** YYYY-MM-DD: valid to the end of this day. */
  expires_on: string;
  document_id: string | null;
  created_at: string;
  updated_at: string;
};
/** Days away, from and to inclusive (migration 0041). */
export type PersonnelLeaveTable = {
  id: string;
  personnel_id: string;
  start_date: string;
  end_date: string;
  reason: string;
  created_at: string;
};
export type PersonnelSchedulesTable = {
  id: string;
  personnel_id: string;
  project_id: string;
  start_date: string;
  end_date: string;
  created_at: string;
};
export type EquipmentTable = {
  id: string;
  name: string;
  status: string;
  location: string;
  last_maintenance: string | null;
  next_maintenance_due: string | null;
  checked_out_to: string | null;
  due_back: string | null;
  created_at: string;
  updated_at: string;
};
export type EquipmentMaintenanceTable = {
  id: string;
  equipment_id: string;
  performed_on: string;
  notes: string;
  next_due: string;
  created_at: string;
};
export type VehiclesTable = {
  id: string;
  type: string;
  registration: string;
  status: string;
  fuel: number;
  mileage: number;
  assigned_to: string | null;
  created_at: string;
  updated_at: string;
};
export type VehicleServicesTable = {
  id: string;
  vehicle_id: string;
  serviced_on: string;
  odometer: number;
  notes: string;
  created_at: string;
};
export type InventoryItemsTable = {
  id: string;
  item: string;
  item_key: string;
  quantity: number;
  min_stock: number;
  created_at: string;
  updated_at: string;
};
export type InventoryReordersTable = {
  id: string;
  item_id: string;
  quantity: number;
  requested_by: string | null;
  requested_at: string;
  received_at: string | null;
};
