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
  /** Last request, written at most once a minute; null until then (created_at counts). */
  last_seen_at: string | null;
};

/** Sign-in attempts, kept to throttle guessing per account. */
export type LoginAttemptsTable = {
  id: string;
  email_normalized: string;
  ip: string | null;
  succeeded: number;
  created_at: string;
};

/**
 * Failed sign-ins per (account, source address), claimed atomically before a password is checked:
 * after LOGIN_FAILURES_PER_ACCOUNT failures the next attempt waits until next_allowed_at.
 */
export type LoginThrottlesTable = {
  account: string;
  source: string;
  failures: number;
  next_allowed_at: string | null;
  last_failure_at: string;
};

/** Pending OpenID Connect sign-ins: state, PKCE verifier and nonce, single use. */
export type OidcStatesTable = {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: string;
  expires_at: string;
  /** SHA-256 of the secret the starting browser keeps; its one-time code is exchanged only with it. */
  binding_hash?: string | null;
};

/** One-time codes the Google callback gives the web app, exchanged once (with the binding) for a token. */
export type LoginCodesTable = {
  code_hash: string;
  binding_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
};
