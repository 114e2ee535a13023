/** One row per sign-in; a token is valid only while its session is unrevoked and unexpired. */
export type SessionsTable = {
  id: string;
  user_id: string;
  provider: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
};

/** Sign-in attempts, kept to throttle guessing per account. */
export type LoginAttemptsTable = {
  id: string;
  email_normalized: string;
  ip: string | null;
  succeeded: number;
  created_at: string;
};

/** Pending OpenID Connect sign-ins: state, PKCE verifier and nonce, single use. */
export type OidcStatesTable = {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: string;
  expires_at: string;
};
