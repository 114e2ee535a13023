/** Helpers every resource service uses: today's date, unique-violation mapping, not-found. */
import { johannesburgDate } from '@firebreak/shared';

export const today = () => johannesburgDate(new Date());
export const stamp = () => new Date().toISOString();
export const count = (value: unknown) => Number(value ?? 0);
