/** Clients and client meetings. name_key is the lower-cased trimmed name (unique; links projects and quotes). */
export type ClientsTable = {
  id: string;
  name: string;
  name_key: string;
  type: string;
  contact: string;
  email: string;
  phone: string;
  address: string;
  status: string;
  rating: number;
  last_contact: string | null;
  notes: string;
  created_at: string;
  updated_at: string;
};

export type ClientMeetingsTable = {
  id: string;
  client_id: string;
  user_id: string | null;
  starts_at: string;
  duration_minutes: number;
  notes: string;
  created_at: string;
};

/** Which clients a CLIENT account sees in the portal (decision 0092); a disabled row grants nothing. */
export type ClientUserAccessTable = {
  user_id: string;
  client_id: string;
  created_at: string;
  created_by: string | null;
  disabled_at: string | null;
};
