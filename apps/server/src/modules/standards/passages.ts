/**
 * A standard's pages as passages, the unit the standards search ranks and shows (decision 0080): a
 * clause or section heading with the paragraphs under it, never across a page break, so every hit
 * has one page to open at. A heading is a numbered clause title ('6.3 Inspection and maintenance
 * intervals'), a 'Chapter/Section/Annex …' line or a short line in capitals; a passage that runs on
 * past TARGET characters is cut at the next numbered clause, and at MAX characters at a line.
 * Running heads and feet (a line repeated at the top or bottom of many pages) are left out.
 */
export type PageText = { page: number; text: string };
export type Passage = { page: number; heading: string | null; text: string };

const TARGET = 700;
const MAX = 1400;
const HEADING_MAX = 90;

const NUMBERED = /^((?:\d{1,3}(?:\.\d{1,3}){0,5}|[A-Z]\.\d{1,3}(?:\.\d{1,3}){0,4}))\.?\s+(\S.*)$/;
const NAMED = /^(chapter|section|part|annex|appendix|schedule)\s+[\dA-Z]{1,4}\b/i;
const CLAUSE_START = /^(?:\d{1,3}(?:\.\d{1,3}){1,5}\.?\s|\([a-z]{1,4}\)\s|[a-z]\)\s|[•·▪–-]\s)/;
const NORMATIVE = /\b(shall|must|should|may|is|are|be)\b/i;
const BULLET = /^[•·▪–-]\s/;

/** A line of a heading's shape: short, not a sentence, a numbered title or a named part or capitals. */
export function isHeading(line: string): boolean {
  if (line.length > HEADING_MAX || /[.;,]$/.test(line)) return false;
  // 'Chapter 6: Maintenance', not a contents line that runs on ('Chapter 6: Maintenance, pages 131 to 150. Why …').
  if (NAMED.test(line)) return line.length <= 70 && !/[.,;]\s/.test(line);
  const numbered = NUMBERED.exec(line);
  if (numbered) {
    const title = numbered[2] ?? '';
    const words = title.split(/\s+/);
    return /^[\p{Lu}(]/u.test(title) && words.length <= 10 && !NORMATIVE.test(title) && line.length <= 75;
  }
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || line.split(/\s+/).length > 10) return false;
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return upper / letters.length >= 0.9 && /\p{L}{3,}/u.test(line) && !/^\p{N}/u.test(line);
}

/** The shape of a running head or foot: digits as '#', so 'Page 3 of 40' and 'Page 4 of 40' agree. */
const shape = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** Lines at the top or bottom (two each) of at least 40% of the pages, in a PDF of 4 pages or more. */
function runningLines(pages: readonly string[][]): Set<string> {
  const found = new Set<string>();
  if (pages.length < 4) return found;
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const edges = new Set([...lines.slice(0, 2), ...lines.slice(-2)].map(shape));
    for (const edge of edges) counts.set(edge, (counts.get(edge) ?? 0) + 1);
  }
  for (const [line, count] of counts) if (count >= Math.max(3, pages.length * 0.4)) found.add(line);
  return found;
}

/** A page's lines without blanks, page numbers alone on a line, and running heads and feet. */
function contentLines(lines: readonly string[], running: ReadonlySet<string>): string[] {
  return lines.filter((line) => line && !/^(?:page\s+)?\d{1,4}$/i.test(line) && !running.has(shape(line)));
}

/** Lines joined as prose; a bullet or a numbered clause keeps its own line. */
function joinLines(lines: readonly string[]): string {
  let out = '';
  for (const line of lines) {
    if (!out) out = line;
    else out += CLAUSE_START.test(line) || BULLET.test(line) ? `\n${line}` : ` ${line}`;
  }
  return out;
}

export function splitPassages(pages: readonly PageText[]): Passage[] {
  const split = pages.map((page) =>
    page.text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
  const running = runningLines(split);
  const passages: Passage[] = [];
  let heading: string | null = null;
  pages.forEach((page, index) => {
    let lines: string[] = [];
    let length = 0;
    const flush = () => {
      if (lines.length) passages.push({ page: page.page, heading, text: joinLines(lines) });
      lines = [];
      length = 0;
    };
    for (const line of contentLines(split[index] ?? [], running)) {
      if (isHeading(line)) {
        flush();
        heading = line;
        continue;
      }
      if ((length >= TARGET && CLAUSE_START.test(line)) || length + line.length > MAX) flush();
      lines.push(line);
      length += line.length + 1;
    }
    flush();
  });
  return passages;
}
