import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, apiClient } from './api-client';
import { redirectToLogin } from './session-redirect';

vi.mock('./session-redirect', () => ({ redirectToLogin: vi.fn() }));

let seen: InternalAxiosRequestConfig | undefined;

/** Answers every request with `status` (and `data`), the way axios' own adapters settle. */
function answerWith(status: number | null, data: unknown = {}) {
  apiClient.defaults.adapter = async (config) => {
    seen = config;
    if (status === null) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  seen = undefined;
});

describe('apiClient', () => {
  it('uses the spec defaults', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(10_000);
    expect(apiClient.defaults.withCredentials).toBe(true);
  });

  it('sends the stored token as a Bearer header, with a JSON body', async () => {
    localStorage.setItem('token', 'abc');
    answerWith(200, { ok: true });
    await apiClient.post('/projects', { title: 'Mall sprinklers' });
    expect(seen?.headers.Authorization).toBe('Bearer abc');
    expect(seen?.headers['Content-Type']).toBe('application/json');
  });

  it('ends the session on a 401', async () => {
    localStorage.setItem('token', 'expired');
    answerWith(401, { error: 'Unauthorized' });
    await expect(apiClient.get('/projects/metrics')).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('keeps a token the request carries itself; its 401 leaves a different stored session alone', async () => {
    localStorage.setItem('token', 'anna');
    answerWith(200, {});
    await apiClient.put('/visits/v-1/defects/d-1', {}, { headers: { Authorization: 'Bearer tom' } });
    expect(seen?.headers.Authorization).toBe('Bearer tom');
    answerWith(401, { error: 'Unauthorized' });
    await expect(
      apiClient.put('/visits/v-1/defects/d-1', {}, { headers: { Authorization: 'Bearer tom' } }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem('token')).toBe('anna');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('leaves a 401 to callers that handle it (wrong password)', async () => {
    answerWith(401, { error: 'Invalid email or password' });
    await expect(apiClient.post('/auth/login', {}, { skipAuthRedirect: true })).rejects.toMatchObject({
      response: { data: { error: 'Invalid email or password' } },
    });
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('logs other failures with their status, or a note when no reply came', async () => {
    answerWith(500);
    await expect(apiClient.get('/clients')).rejects.toBeInstanceOf(AxiosError);
    expect(console.error).toHaveBeenLastCalledWith(expect.stringContaining('status 500'));
    answerWith(null);
    await expect(apiClient.get('/clients')).rejects.toBeInstanceOf(AxiosError);
    expect(console.error).toHaveBeenLastCalledWith(expect.stringContaining('Backend may not be running'));
  });
});
