/**
 * Runs before every server test file: argon2id at a test cost (1 MiB, t=1, p=1) instead of the
 * production 64 MiB, t=3, p=4. Every test signs people in; at the real cost the auth tests spent most
 * of their minutes hashing. passwords.test.ts holds the production cost itself.
 */
import { setPasswordHashCostForTests } from '../modules/auth/passwords';

setPasswordHashCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
