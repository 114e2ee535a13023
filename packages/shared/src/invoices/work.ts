/**
 * Invoices from the work done (issue 29 §2; docs/decisions/0088): the pure figures. A quote's price is
 * carried onto invoice lines so that, under the one VAT rule (each line's VAT rounded on its own), the
 * invoice's value excl. VAT, VAT and total equal the quote's to the cent.
 */
import { vatOn } from './rules';

/**
 * `target` cents shared over `weights` in proportion, largest remainder first (ties to the earlier),
 * so the shares add up to `target` exactly. Weights are non-negative cents; all zero puts it all first.
 */
export function shareOut(weights: readonly number[], target: number): number[] {
  if (weights.length === 0) return [];
  const w = weights.map((x) => BigInt(Math.max(0, x)));
  const sum = w.reduce((a, b) => a + b, 0n);
  const t = BigInt(target);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? target : 0));
  const floors = w.map((x) => (x * t) / sum);
  let left = t - floors.reduce((a, b) => a + b, 0n);
  const order = w
    .map((x, index) => ({ index, remainder: (x * t) % sum }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index));
  const shares = [...floors];
  for (const { index } of order) {
    if (left <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * Standard-rated line values (cents, excl. VAT) moved by a few cents between lines, their sum kept,
 * until the lines' VAT (vatOn of each) adds up to `targetVat`: the VAT the quote charged on the sum.
 * Each step moves k cents (1…20) from a line whose VAT does not change to one whose VAT moves by one
 * cent the right way. Null when no such step exists (then the caller bills the sum as one line).
 */
export function matchVat(nets: readonly number[], targetVat: number): number[] | null {
  const values = [...nets];
  const vat = (n: number) => vatOn(n, 'STANDARD');
  let total = values.reduce((sum, n) => sum + vat(n), 0);
  for (let guard = 0; total !== targetVat && guard < 10 * values.length + 10; guard += 1) {
    const d = targetVat > total ? 1 : -1;
    let moved = false;
    for (let k = 1; k <= 20 && !moved; k += 1) {
      // d = +1: the receiver's VAT rises by one, the donor's stays; d = -1: the donor's falls by one.
      const receivers = values.flatMap((n, i) => (vat(n + k) - vat(n) === (d === 1 ? 1 : 0) ? [i] : []));
      const donors = values.flatMap((n, i) =>
        n >= k && vat(n - k) - vat(n) === (d === 1 ? 0 : -1) ? [i] : [],
      );
      const r = receivers.find((i) => donors.some((j) => j !== i));
      const g = r === undefined ? undefined : donors.find((j) => j !== r);
      if (r !== undefined && g !== undefined) {
        values[r] = (values[r] ?? 0) + k;
        values[g] = (values[g] ?? 0) - k;
        total += d;
        moved = true;
      }
    }
    if (!moved) return null;
  }
  return total === targetVat ? values : null;
}
