import type { AuthResponse, User } from '@firebreak/shared';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    firstName: 'Thandi',
    lastName: 'Nkosi',
    email: 'thandi@example.co.za',
    role: 'PROJECT_MANAGER',
    phone: null,
    createdAt: '2025-08-11T08:00:00.000Z',
    ...overrides,
  };
}

export function makeAuthResponse(overrides: Partial<User> = {}): AuthResponse {
  return { token: 'token-123', user: makeUser(overrides) };
}
