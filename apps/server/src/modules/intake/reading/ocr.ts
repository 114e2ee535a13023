/**
 * OCR's usual confusions inside numbers (O for 0, l or I for 1), fixed without changing the text's
 * length so positions found in the fixed text still point into the printed one.
 */
export function fixDigits(text: string): string {
  return text.replace(/[0-9OoIl|/.,:-]+/g, (token) => {
    const digits = token.replace(/[^0-9]/g, '').length;
    if (digits < 1 || digits < token.replace(/[/.,:-]/g, '').length / 2) return token;
    return token.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
  });
}

/**
 * A label pattern that forgives OCR: o may be read as 0, i and l as 1 or |. The source is plain
 * lowercase letters, spaces written as \s*, and groups; letters inside escapes are left alone.
 */
export function fuzzyLabel(source: string): RegExp {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i++;
    } else if (ch === 'o') out += '[o0]';
    else if (ch === 'i' || ch === 'l') out += '[il1|]';
    else out += ch;
  }
  return new RegExp(out, 'i');
}

/**
 * The words this trade's labels, headers and titles are made of, for mending OCR's slips in them, and
 * words a letter away from them that are words in their own right ('Installer', 'Tester'), left alone.
 */
const LABEL_WORDS = new Set(
  `area agent battery brand capacity certificate certificates charger checked commissioned commissioning
  comments company competent container contents contractor cylinder date defects deficiencies delivery
  description detection detector engineer equipment examined expiry extinguisher extinguishers gauge
  hydrant hydrostatic identification inspected inspection inspector installation installed invoice location
  maintenance manufacture manufactured manufacturer medium model number operator panel person position
  pressure previous quantity record register registration remarks report residual responsible running
  serial service serviced servicing signatory signature signed sited standby static technician tested
  testing voltage weight
  installer installers tester testers servicer inspectors engineers operators reference printed checker
  services passed failed status pressures weights cylinders locations marked stated station sealed
  contract manager address customer client signatures`.split(/\s+/),
);
const BY_LENGTH = new Map<number, string[]>();
for (const word of LABEL_WORDS) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);

const mismatches = (a: string, b: string) => {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
};

/** The label word an OCR'd word stands for when one letter (two in a long word) was misread; else null. */
function mendWord(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 6 || LABEL_WORDS.has(lower) || !/^[a-z0-9|]+$/.test(lower)) return null;
  const allowed = lower.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestMiss = allowed + 1;
  let tie = false;
  for (const candidate of BY_LENGTH.get(lower.length) ?? []) {
    const miss = mismatches(lower, candidate);
    if (miss < bestMiss) {
      best = candidate;
      bestMiss = miss;
      tie = false;
    } else if (miss === bestMiss) tie = true;
  }
  if (!best || tie) return null;
  // Keep the printed case, letter by letter ('CERTFFICATE' stays capitals).
  return [...best]
    .map((ch, i) => (word[i] === word[i]!.toUpperCase() && /[A-Z]/.test(word[i]!) ? ch.toUpperCase() : ch))
    .join('');
}

const mended = new Map<string, string>();

/**
 * A text with each word OCR misread by a letter or two ('Certfficate', 'Technlcian', 'Inspectlon')
 * put back to the label word it stands for, other words as printed. Only letters are swapped, never
 * added or dropped, so positions found in the mended text point into the printed one. For matching
 * labels and titles only: values are read from the printed text.
 */
export function mendLabelWords(text: string): string {
  const known = mended.get(text);
  if (known !== undefined) return known;
  const out = text.replace(/[A-Za-z0-9|]+/g, (word) => mendWord(word) ?? word);
  if (mended.size > 20_000) mended.clear();
  mended.set(text, out);
  return out;
}
