/** The session (spec §4 Session) as React context; AuthProvider supplies it, useAuth reads it. */
import type { LoginForm, RegisterInput, User } from '@firebreak/shared';
import { createContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type Session = {
  status: SessionStatus;
  user: User | null;
  /**
   * Set when the person chose Logout: the next sign-in starts at home, never on the page they left
   * (on a shared phone it is somebody else's). An expired or revoked session keeps the page.
   */
  signedOut?: boolean;
};

export type AuthContextValue = Session & {
  login: (form: LoginForm) => Promise<void>;
  /** Signs up; `pending` when the account waits for an administrator (no session), with what to tell. */
  register: (payload: RegisterInput) => Promise<{ pending: boolean; message: string | null }>;
  logout: () => Promise<void>;
  /** Stores a token received out of band (Google sign-in) and loads its user. */
  setToken: (token: string) => Promise<void>;
  /** Replaces the signed-in user after they changed their own profile. */
  updateUser: (user: User) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
