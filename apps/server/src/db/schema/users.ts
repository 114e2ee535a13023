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
  /** Set while an administrator has disabled the account: no sign-in, no session. */
  disabled_at: string | null;
  /** Set while a signed-up account waits for an administrator's approval (decision 0071). */
  pending_since?: string | null;
  /** The role a waiting account asked for; the administrator approves it or another. */
  requested_role?: string | null;
};

/** One-time set-password links an administrator hands over; only the token's SHA-256 is kept. */
export type UserInvitesTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};
