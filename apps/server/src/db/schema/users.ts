/** Staff accounts. Timestamps are ISO-8601 UTC text on both engines (see docs/decisions/0004). */
export type UsersTable = {
  id: string;
  email: string;
  email_normalized: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: string;
  password_hash: string | null;
  google_sub: string | null;
  created_at: string;
  updated_at: string;
};
