/**
 * Owns the session state machine of spec §4: loading → authenticated | unauthenticated.
 * A stored token is checked with GET /auth/me at start; failure drops the token, except when the
 * server cannot be reached at all: then the user the token last belonged to is kept, so a phone on
 * site with no signal stays signed in to its offline visits (decision 0067).
 */
import type { LoginForm, RegisterInput, User } from '@firebreak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { isNoResponse } from '@/lib/api-error';
import { AuthContext, type AuthContextValue, type Session } from '@/lib/session/auth-context';
import { getLastUser, getToken, removeToken, storeLastUser, storeToken } from '@/lib/token-storage';
import { getMe } from '../api/get-me';
import { login as loginRequest } from '../api/login';
import { logout as logoutRequest } from '../api/logout';
import { register as registerRequest } from '../api/register';
import { AUTH_ERRORS } from '../strings';

const signedOut: Session = { status: 'unauthenticated', user: null };
const signedIn = (user: User): Session => {
  storeLastUser(user);
  return { status: 'authenticated', user };
};

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(() =>
    getToken() ? { status: 'loading', user: null } : signedOut,
  );

  useEffect(() => {
    if (!getToken()) return;
    let active = true;
    getMe()
      .then((user) => {
        if (active) setSession(signedIn(user));
      })
      .catch((error: unknown) => {
        if (!active) return;
        const lastUser = getLastUser();
        if (isNoResponse(error) && lastUser) {
          setSession(signedIn(lastUser));
          return;
        }
        removeToken();
        setSession(signedOut);
      });
    return () => {
      active = false;
    };
  }, []);

  const login = useCallback(async (form: LoginForm) => {
    const { token, user } = await loginRequest(form);
    storeToken(token);
    setSession(signedIn(user));
  }, []);

  const register = useCallback(async (payload: RegisterInput) => {
    const result = await registerRequest(payload);
    // An account waiting for an administrator (SIGNUP_MODE=approval) gets no session.
    if (!('token' in result)) return { pending: true, message: result.message };
    storeToken(result.token);
    setSession(signedIn(result.user));
    return { pending: false, message: null };
  }, []);

  const logout = useCallback(async () => {
    // The server revokes the session; signing out locally must work even when it cannot be reached.
    await logoutRequest().catch(() => undefined);
    removeToken();
    queryClient.clear();
    setSession({ ...signedOut, signedOut: true });
  }, [queryClient]);

  const setToken = useCallback(async (token: string) => {
    storeToken(token);
    try {
      setSession(signedIn(await getMe()));
    } catch {
      removeToken();
      setSession(signedOut);
      throw new Error(AUTH_ERRORS.tokenFailed);
    }
  }, []);

  const updateUser = useCallback((user: User) => setSession(signedIn(user)), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...session, login, register, logout, setToken, updateUser }),
    [session, login, register, logout, setToken, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
