import argon2 from 'argon2';

/**
 * The same letters typed on another keyboard may arrive composed (é) or decomposed (e + ´): both are
 * hashed as their NFC form. Passwords set before any letter outside ASCII was allowed are unchanged by it.
 */
const canonical = (password: string) => password.normalize('NFC');

export type PasswordHashCost = { memoryCost: number; timeCost: number; parallelism: number };

/** argon2id with the library's defaults (64 MiB, t=3, p=4), which match OWASP's guidance. */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };

let cost = PASSWORD_HASH_COST;

/**
 * The server's tests hash thousands of passwords on a 2-core machine: their setup file lowers the cost
 * (still argon2id, the same code path). A hash records its own cost, so verifying is unaffected.
 */
export function setPasswordHashCostForTests(next: PasswordHashCost): void {
  cost = next;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(canonical(password), { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, canonical(password));
  } catch {
    return false;
  }
}

/** A real hash verified when the account does not exist, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
  return false;
}
