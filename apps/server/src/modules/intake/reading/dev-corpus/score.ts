/**
 * Scoring a reading against a development document's truth, field by field: a proposed field is right
 * when its value is the truth's for its group (assets matched by serial, else by type); a true field
 * not proposed right is missed. Readings count together as 'readings'.
 */
import type { IntakeField, PaperKind } from '@firebreak/shared';
import type { Truth, TruthAsset } from './docs';

export type Tally = { proposed: number; right: number; truth: number; found: number };
export type Score = {
  kind: PaperKind;
  kindRight: boolean;
  fields: Record<string, Tally>;
  wrong: string[];
  missed: string[];
};

const norm = (v: string) => v.toUpperCase().replace(/\s+/g, ' ').trim();
const fieldName = (key: string) => (key.startsWith('reading:') ? 'readings' : key);

function truthPairs(asset: TruthAsset): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of [
    'type',
    'make',
    'model',
    'serial',
    'location',
    'installedOn',
    'lastServiceOn',
    'lastTestOn',
  ] as const)
    if (asset[key]) pairs.push([key, asset[key]!]);
  for (const [key, value] of Object.entries(asset.readings ?? {}))
    if (value !== undefined) pairs.push([`reading:${key}`, String(value)]);
  return pairs;
}

const same = (key: string, a: string, b: string) =>
  key.startsWith('reading:') ? Math.abs(Number(a) - Number(b)) < 1e-6 : norm(a) === norm(b);

export function scoreReading(truth: Truth, kind: PaperKind, fields: IntakeField[]): Score {
  const tally: Record<string, Tally> = {};
  const t = (name: string) => {
    tally[name] ??= { proposed: 0, right: 0, truth: 0, found: 0 };
    return tally[name]!;
  };
  const wrong: string[] = [];
  const missed: string[] = [];
  // Document fields.
  const doc = fields.filter((f) => f.group === 'document');
  for (const f of doc) {
    const tl = t(f.key);
    tl.proposed++;
    const expected = truth.document[f.key as keyof Truth['document']];
    if (expected && same(f.key, f.value, expected)) tl.right++;
    else wrong.push(`document.${f.key}=${f.value} (want ${expected ?? '-'}) [${f.words}]`);
  }
  for (const [key, expected] of Object.entries(truth.document)) {
    t(key).truth++;
    if (doc.some((f) => f.key === key && same(key, f.value, expected!))) t(key).found++;
    else missed.push(`document.${key}=${expected}`);
  }
  // Assets, matched by serial then by type.
  const groups = [...new Set(fields.filter((f) => f.group.startsWith('asset:')).map((f) => f.group))];
  const used = new Set<number>();
  const matchOf = new Map<string, number>();
  for (const group of groups) {
    const of = fields.filter((f) => f.group === group);
    const serial = of.find((f) => f.key === 'serial')?.value;
    const type = of.find((f) => f.key === 'type')?.value;
    let index = serial
      ? truth.assets.findIndex((a, i) => !used.has(i) && a.serial && norm(a.serial) === norm(serial))
      : -1;
    if (index < 0 && !serial) index = truth.assets.findIndex((a, i) => !used.has(i) && a.type === type);
    if (index >= 0) {
      used.add(index);
      matchOf.set(group, index);
    }
  }
  for (const f of fields) {
    if (!f.group.startsWith('asset:')) continue;
    const tl = t(fieldName(f.key));
    tl.proposed++;
    const index = matchOf.get(f.group);
    const expected =
      index === undefined ? undefined : truthPairs(truth.assets[index]!).find(([k]) => k === f.key)?.[1];
    if (expected !== undefined && same(f.key, f.value, expected)) tl.right++;
    else wrong.push(`${f.group}.${f.key}=${f.value} (want ${expected ?? '-'}) [${f.words}]`);
  }
  truth.assets.forEach((asset, i) => {
    const group = [...matchOf].find(([, n]) => n === i)?.[0];
    for (const [key, expected] of truthPairs(asset)) {
      const tl = t(fieldName(key));
      tl.truth++;
      if (group && fields.some((f) => f.group === group && f.key === key && same(key, f.value, expected)))
        tl.found++;
      else missed.push(`${asset.serial ?? asset.type}.${key}=${expected}`);
    }
  });
  return { kind, kindRight: kind === truth.kind, fields: tally, wrong, missed };
}

export function addTallies(into: Record<string, Tally>, from: Record<string, Tally>): void {
  for (const [name, tl] of Object.entries(from)) {
    into[name] ??= { proposed: 0, right: 0, truth: 0, found: 0 };
    const to = into[name]!;
    to.proposed += tl.proposed;
    to.right += tl.right;
    to.truth += tl.truth;
    to.found += tl.found;
  }
}

export function total(tallies: Record<string, Tally>, names?: string[]): Tally {
  const sum: Tally = { proposed: 0, right: 0, truth: 0, found: 0 };
  for (const [name, tl] of Object.entries(tallies)) {
    if (names && !names.includes(name)) continue;
    sum.proposed += tl.proposed;
    sum.right += tl.right;
    sum.truth += tl.truth;
    sum.found += tl.found;
  }
  return sum;
}

const pct = (a: number, b: number) => (b === 0 ? '  -  ' : `${((100 * a) / b).toFixed(0).padStart(3)}%`);
export const describe = (tl: Tally) =>
  `P ${pct(tl.right, tl.proposed)} (${tl.right}/${tl.proposed})  R ${pct(tl.found, tl.truth)} (${tl.found}/${tl.truth})`;
