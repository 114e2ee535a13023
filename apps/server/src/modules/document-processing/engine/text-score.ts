/**
 * How much of a text looks like words, for deciding whether a page's text layer is usable and for the
 * quality of text-layer pages. Pure.
 */

const TOKEN = /\S+/g;
// A word: letters (an apostrophe or hyphen inside), or a number with its punctuation, or a reference
// like 'HT-2024-0193'; leading/trailing punctuation is ignored.
const WORD =
  /^(?:[A-Za-zÀ-ž]+(?:['’-][A-Za-zÀ-ž]+)*|[0-9]+(?:[.,:/-][0-9]+)*%?|[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)+)$/;
const EDGE = /^[("'“‘[{<]+|[)"'”’\]}>.,;:!?]+$/g;

export function tokensOf(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

export function isWordLike(token: string): boolean {
  const core = token.replace(EDGE, '');
  if (!core) return /^[-–—•·*&/]$/.test(token);
  if (!WORD.test(core)) return false;
  // One-letter "words" other than a, I, A and digits are usually OCR debris.
  if (core.length === 1 && /[A-Za-z]/.test(core) && !/^[aAI]$/.test(core)) return false;
  // Long runs of one character or no vowels in a long letter run: debris too.
  if (/(.)\1{3,}/.test(core)) return false;
  if (/^[A-Za-z]{5,}$/.test(core) && !/[aeiouyAEIOUY]/.test(core)) return false;
  return true;
}

/** Share of tokens that look like words (0 when there are none). */
export function wordLikeShare(text: string): number {
  const tokens = tokensOf(text);
  if (!tokens.length) return 0;
  return tokens.filter(isWordLike).length / tokens.length;
}

export type TextLayerScore = { usable: boolean; wordShare: number; characters: number };

/** A text layer is usable with enough visible characters and mostly word-like tokens. */
export function scoreTextLayer(text: string, minCharacters = 40): TextLayerScore {
  const characters = text.replace(/\s+/g, '').length;
  const wordShare = wordLikeShare(text);
  return { usable: characters >= minCharacters && wordShare >= 0.6, wordShare, characters };
}
