/** Request helpers and factories with overrides, shared by server tests. */
import type { FastifyInstance } from 'fastify';

let sequence = 0;

export function makeRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    firstName: 'Thandi',
    lastName: 'Mokoena',
    email: `thandi.${Date.now()}.${sequence}@example.co.za`,
    password: 'Sprinkl3r!',
    role: 'PROJECT_MANAGER',
    ...overrides,
  };
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = makeRegistration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: { id: string; email: string; role: string } };
  return { ...body, password: payload.password, email: payload.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
