/** Client sites and their assets (issue 16). serial_key: trimmed lower-cased serial, null when none; unique per site. */
export type SitesTable = {
  id: string;
  client_id: string;
  name: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  access_notes: string;
  created_at: string;
  updated_at: string;
};

export type AssetsTable = {
  id: string;
  site_id: string;
  asset_type: string;
  make: string;
  model: string;
  serial: string;
  serial_key: string | null;
  location: string;
  installed_on: string | null;
  standard: string;
  notes: string;
  created_at: string;
  updated_at: string;
};

/** Inspection visits (docs/decisions/0065): one per site per due date; frequencies and covers are JSON. */
export type InspectionVisitsTable = {
  id: string;
  site_id: string;
  due_date: string;
  frequency: string;
  frequencies: string;
  covers: string;
  status: string;
  scheduled_for: string | null;
  technician_id: string | null;
  vehicle_id: string | null;
  notes: string;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
};
