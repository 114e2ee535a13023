/**
 * The one HTTP client (spec §7 Global behaviour): base ending in /api, 10 s time-out, JSON,
 * credentials, Bearer token; a 401 ends the session, other failures are logged and passed on.
 * A request may carry its own token (a queued visit change goes with its author's, decision 0075):
 * it is kept, and its 401 ends the stored session only when that is the session it was sent with.
 */
import axios, { isAxiosError } from 'axios';
import { env } from '@/config/env';
import { redirectToLogin } from './session-redirect';
import { getToken, removeToken } from './token-storage';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles a 401 itself (wrong password, stale token at start-up). */
    skipAuthRedirect?: boolean;
  }
}

export const API_TIMEOUT_MS = 10_000;

export const apiClient = axios.create({
  baseURL: env.apiBase,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  withCredentials: true,
});

apiClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (!isAxiosError(error)) return Promise.reject(error);
    const status = error.response?.status;
    if (status === 401) {
      const sentWith = error.config?.headers?.Authorization;
      const stored = getToken();
      const sameSession = !sentWith || !stored || sentWith === `Bearer ${stored}`;
      if (!error.config?.skipAuthRedirect && sameSession) {
        removeToken();
        redirectToLogin();
      }
    } else if (status) {
      console.error(`API request failed with status ${status}: ${error.config?.url ?? ''}`);
    } else if (!axios.isCancel(error)) {
      console.error(`API request got no response: ${error.message}. Backend may not be running.`);
    }
    return Promise.reject(error);
  },
);
