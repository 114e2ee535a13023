import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, setPasswordHashCostForTests, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at the production cost unless a test lowers it, and verifies either', async () => {
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    const lowered = await hashPassword('Hydr4nt!Pump');
    expect(lowered).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    setPasswordHashCostForTests(PASSWORD_HASH_COST);
    try {
      const real = await hashPassword('Hydr4nt!Pump');
      expect(real).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
      expect(await verifyPassword(real, 'Hydr4nt!Pump')).toBe(true);
      expect(await verifyPassword(lowered, 'Hydr4nt!Pump')).toBe(true);
      expect(await verifyPassword(real, 'Hydr4nt!Pum')).toBe(false);
    } finally {
      setPasswordHashCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    }
  });

  it('hashes the composed and decomposed forms of the same letters alike', async () => {
    const hash = await hashPassword('Caf\u00e9-Sprinkler1');
    expect(await verifyPassword(hash, 'Cafe\u0301-Sprinkler1')).toBe(true);
  });
});
