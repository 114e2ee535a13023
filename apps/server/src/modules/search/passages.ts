/**
 * A document as passages (issue 26 §3, docs/decisions/0079): a heading with the paragraphs under it,
 * cut where a page ends (a PDF's passage knows its page) and where it grows past MAX_WORDS. Pure, so
 * the parse child that reads an upload, the OCR result, the seed and the tests split text alike.
 *
 * Text arrives as its reader gives it: lines, blank lines between paragraphs, and for a PDF one text
 * per page. A heading is a short line that does not end like a sentence, followed by body text (a
 * long line, a sentence, a table row or a form line). Runs of short lines (table cells read one to a
 * line, bullet points) are body, never headings.
 */

export type DocumentPassage = {
  /** The heading the passage sits under ('' when none was found). */
  heading: string;
  /** Its own words: lines of a paragraph joined by spaces, table rows and list items one to a line. */
  text: string;
  /** The PDF page it is on (1-based); null for a file without pages. */
  page: number | null;
};

export const PASSAGE_LIMITS = {
  /** A passage is cut (at a line, or else a sentence) once it holds this many words. */
  maxWords: 160,
  /** A heading is at most this many words and characters. */
  headingWords: 12,
  headingChars: 100,
  /** Characters kept of a heading. */
  headingKeep: 200,
} as const;

const wordCount = (text: string) => (text.match(/\S+/g) ?? []).length;

/** A line that could be a heading on its own terms (its neighbours decide). */
function headingLike(line: string): boolean {
  if (line.length > PASSAGE_LIMITS.headingChars || wordCount(line) > PASSAGE_LIMITS.headingWords)
    return false;
  // Not a sentence, a table row, a form line or a 'Label: value' line.
  if (/[.,;]$/.test(line) || /[|_]{2,}|\s\|\s|\t|:\s+[\p{Ll}\d_]/u.test(line)) return false;
  // 'Precautions:' is a heading; a longer line ending in a colon introduces a list.
  if (line.endsWith(':') && wordCount(line) > 4) return false;
  // Starts like a title: a capital, or a clause number ('4.2 Inspection intervals').
  return /^(?:\d+(?:\.\d+)*\.?\s+)?[\p{Lu}]/u.test(line) && /\p{L}{2,}/u.test(line);
}

/** Body text that confirms the line before it as a heading. */
function bodyLike(line: string): boolean {
  return !headingLike(line);
}

/** A line kept on its own line in a passage (a table row, a list item, a short line). */
function standsAlone(line: string): boolean {
  return /\s\|\s|\t|^[-•*▪◦]\s|^\(?[a-z0-9]{1,3}[.)]\s/i.test(line) || wordCount(line) < 8;
}

/** Splits a line longer than maxWords at sentence ends, else at maxWords words. */
function cutLongLine(line: string): string[] {
  if (wordCount(line) <= PASSAGE_LIMITS.maxWords) return [line];
  const out: string[] = [];
  let current = '';
  const sentences = line.match(/[^.!?]+[.!?]+(?:\s+|$)|[^.!?]+$/g) ?? [line];
  for (const sentence of sentences) {
    if (current && wordCount(current) + wordCount(sentence) > PASSAGE_LIMITS.maxWords) {
      out.push(current.trim());
      current = '';
    }
    current += sentence;
    while (wordCount(current) > PASSAGE_LIMITS.maxWords) {
      const words = current.trim().split(/\s+/);
      out.push(words.slice(0, PASSAGE_LIMITS.maxWords).join(' '));
      current = `${words.slice(PASSAGE_LIMITS.maxWords).join(' ')} `;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/**
 * The passages of a document's pages (one entry per PDF page, with its number; a single entry with
 * page null for a file without pages). Text longer than a passage is cut into several under the same
 * heading, and a section that runs onto the next page goes on under its heading there.
 */
export function splitPassages(
  pages: ReadonlyArray<{ page: number | null; text: string }>,
): DocumentPassage[] {
  const out: DocumentPassage[] = [];
  let heading = '';
  for (const { page, text } of pages) {
    const lines = text
      .replaceAll('\u0000', ' ')
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim());
    let body = '';
    let words = 0;
    let previous = '';
    const flush = () => {
      if (words > 0) out.push({ heading: heading.slice(0, PASSAGE_LIMITS.headingKeep), text: body, page });
      body = '';
      words = 0;
      previous = '';
    };
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] as string;
      if (!line) {
        // A blank line ends a paragraph; a long passage ends there too.
        if (words >= PASSAGE_LIMITS.maxWords / 2) flush();
        else previous = '';
        continue;
      }
      let next = '';
      for (let j = i + 1; j < lines.length && !next; j += 1) next = lines[j] as string;
      // A line after one that breaks off mid-clause is that clause's end, not a heading.
      const midParagraph = /(?:[,;(&–-]|\band|\bor|\bthe|\bof|\bto)$/i.test(previous);
      if (headingLike(line) && next && bodyLike(next) && !midParagraph) {
        flush();
        heading = line;
        continue;
      }
      for (const part of cutLongLine(line)) {
        const count = wordCount(part);
        if (words > 0 && words + count > PASSAGE_LIMITS.maxWords) flush();
        // A wrapped paragraph's lines are joined by spaces; rows, items and short lines keep their own.
        const wrapped = previous !== '' && !standsAlone(previous) && !/[.!?:]$/.test(previous);
        const joiner = !body
          ? ''
          : wrapped
            ? ' '
            : standsAlone(part) || standsAlone(previous) || !previous
              ? '\n'
              : ' ';
        body += `${joiner}${part}`;
        words += count;
        previous = part;
      }
    }
    flush();
  }
  return out;
}

/** Passages of a text whose pages are separated by form feeds (a PDF's text, an OCR result). */
export function splitPagedText(text: string): DocumentPassage[] {
  return splitPassages(text.split('\f').map((pageText, index) => ({ page: index + 1, text: pageText })));
}

/** Passages of a text without pages (Word, Excel, PowerPoint, Project). */
export function splitText(text: string): DocumentPassage[] {
  return splitPassages([{ page: null, text }]);
}
