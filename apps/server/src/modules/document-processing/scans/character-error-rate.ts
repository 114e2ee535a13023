/**
 * Character error rate of recognised text against ground truth: edit distance over the truth's length,
 * with whitespace runs folded to one space on both sides (layout is not what OCR is judged on).
 */
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = new Uint32Array(b.length + 1).map((_, index) => index);
  let current = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

export function characterErrorRate(recognised: string, truth: string): number {
  const expected = fold(truth);
  const actual = fold(recognised);
  if (!expected.length) return actual.length ? 1 : 0;
  return editDistance(actual, expected) / expected.length;
}
