/** Where a search term occurs in the extracted text: case-insensitive, literal, at most `limit` hits. */
const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function findMatches(text: string, term: string, limit = 10_000): number[] {
  if (!term) return [];
  const starts: number[] = [];
  for (const match of text.matchAll(new RegExp(escapeRegExp(term), 'gi'))) {
    starts.push(match.index);
    if (starts.length >= limit) break;
  }
  return starts;
}

/** The extracted text as shown: the form feed between pages becomes a blank line. */
export const displayText = (text: string) => text.replaceAll('\f', '\n\n');
