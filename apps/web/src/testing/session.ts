/**
 * Absence of a button proves nothing until the signed-in user is known: waits until the mocked
 * GET /auth/me has answered and React has applied it.
 */
import { act, waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';

export async function sessionLoaded(get: Mock) {
  await waitFor(() => expect(get).toHaveBeenCalledWith('/auth/me', expect.anything()));
  const index = get.mock.calls.findIndex(([url]) => url === '/auth/me');
  await act(async () => {
    await get.mock.results[index]?.value;
  });
}
