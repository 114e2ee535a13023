/**
 * Tables of assets: a header row of known column names (serial, type, size, location, pressure, dates),
 * then rows whose words fall in the columns by their centre (columns split half-way between headers).
 * A row with a serial (or, lacking a serial column, a type) starts a record; a row without continues the
 * record above (a location wrapped onto two lines). The table ends at a wide gap, a labelled line
 * ('Technician:'), another header, or the page's end.
 */

import { findAssetType } from './asset-types';
import { readDateAt } from './dates';
import { type LabelKind, labelAt, type ReadingHint, SERIAL } from './labels';
import { type Line, makeSegment, type Piece, pieceText, type Segment, type Word } from './layout';
import { fuzzyLabel, mendLabelWords } from './ocr';
import { type QuantityUnit, unitInText } from './units';
import { takeSerial } from './values';

export type ColumnKind =
  | 'serial'
  | 'type'
  | 'description'
  | 'size'
  | 'location'
  | 'make'
  | 'model'
  | 'serviceDate'
  | 'testDate'
  | 'date'
  | 'installedOn'
  | 'reading'
  | 'remarks'
  | 'qty'
  | 'ignore'
  | 'unknown';

export type Column = {
  kind: ColumnKind;
  hint?: ReadingHint;
  unit: QuantityUnit | null;
  x0: number;
  x1: number;
  text: string;
};
export type Row = { cells: Map<number, Piece[]>; lines: Line[] };
export type Table = {
  /** The header as one line (a header set over two lines joined into one). */
  header: Line;
  /** The page's lines the header is printed on. */
  headerLines: Line[];
  columns: Column[];
  rows: Row[];
  /** A short line just above the header that may name what the rows are ('Hose reels'). */
  heading?: Segment;
};

const NO = '(nos|no|numbers|number|nr|num|#)\\.?';
const H = (kind: ColumnKind, source: string, hint?: ReadingHint) => ({
  kind,
  pattern: fuzzyLabel(`^(?:${source})(?![a-z])`),
  ...(hint ? { hint } : {}),
});

const HEADERS: { kind: ColumnKind; pattern: RegExp; hint?: ReadingHint }[] = [
  H(
    'serial',
    `(manufacturer'?s\\s*)?${SERIAL}(\\s*${NO})?|s\\s*(/|i)\\s*n|sn|(cyl(inder)?|ext(inguisher)?|h\\s*/\\s*i?r|(hose\\s*)?reel|hydrant|pump|panel)\\.?\\s*${NO}|(cyl(inder)?|unit|asset|equipment|container|ext(inguisher)?)\\.?\\s*(id|identification)|(cyl(inder)?|unit|asset|equipment|container|ext(inguisher)?|(hose\\s*)?reel|hydrant|pump|panel)\\.?\\s*ref\\.?|identification|ser\\.(\\s*${NO})?|ser\\s*(${NO})`,
  ),
  H('type', '(extinguisher\\s*|equipment\\s*|asset\\s*)?type|agent|medium|equipment|extinguisher'),
  H('description', '(item\\s*)?description|item|product|details'),
  H('size', 'size|capacity|cap\\.?|rating|class'),
  H(
    'location',
    'location|loc\\.?|position|area|floor|zone|where|sited(\\s*at)?|protected\\s*area|room|installed\\s*at',
  ),
  H('make', 'make|manufacturer|brand|mfr|maker|manuf\\.?|mnf\\.?|mnfr'),
  H('model', 'model'),
  H(
    'ignore',
    `next\\s*(service|test|due|inspection)(\\s*date)?|(service\\s*|test\\s*)?due(\\s*date)?|expiry(\\s*date)?|mfg(\\s*date)?|mfd|(date\\s*of\\s*)?manufacture(d)?(\\s*date)?|year(\\s*of\\s*(manufacture|mnf|mfg|mfr|manuf)\\.?)?|(date|month)\\s*of\\s*(mnf|mfg|mfr|manuf)\\.?|(mnf|mfg|mfr|manuf)\\.?\\s*(dt|date)\\.?|item\\s*${NO}|${NO}|ref|unit\\s*price|price|amount|total|vat|(test|working|proof)\\s*press(ure|\\.)?|result|outcome|verdict|stamp(ed)?|pass\\s*/\\s*fail|seal|tag|signature|sign|initials?`,
  ),
  H(
    'serviceDate',
    '(date\\s*)?serviced|service\\s*date|date\\s*of\\s*service|last\\s*service(\\s*date)?|service|(date\\s*|last\\s*)?(checked|inspected)|inspection\\s*date',
  ),
  H(
    'testDate',
    '(last\\s*)?(hydrostatic|hydro|pressure|hst)\\s*test(\\s*date)?|date\\s*of\\s*(last\\s*)?(hydrostatic\\s*|hydro\\s*|pressure\\s*)?test|test\\s*date|date\\s*tested|last\\s*(test|hpt)(\\s*date)?|hpt(\\s*date)?|hydro|hst|tested',
  ),
  H('installedOn', 'date\\s*installed|installation\\s*date|installed'),
  H('date', 'date'),
  H('reading', '(cylinder|container)\\s*press(ure|\\.)?', 'cylinderPressure'),
  H('reading', 'static(\\s*press(ure|\\.)?)?', 'staticPressure'),
  H(
    'reading',
    '(residual|running|flowing|dynamic|dyn\\.?|flow|nozzle)(\\s*press(ure|\\.)?)?',
    'residualPressure',
  ),
  H('reading', 'cut\\s*-?\\s*in(\\s*press(ure|\\.)?)?', 'cutIn'),
  H('reading', 'cut\\s*-?\\s*out(\\s*press(ure|\\.)?)?', 'cutOut'),
  H('reading', 'start(ing)?(\\s*press(ure|\\.)?)?', 'startPressure'),
  H('reading', 'churn(\\s*press(ure|\\.)?)?', 'churn'),
  H('reading', 'charger(\\s*(output\\s*)?(voltage|volts))?', 'charger'),
  H('reading', '(gauge\\s*)?press(ure|\\.)?|gauge', 'pressure'),
  H('reading', 'agent\\s*(mass|weight)|contents', 'agentMass'),
  H('reading', '(gross\\s*|total\\s*)?(mass|weight)', 'grossMass'),
  H('reading', '(standby\\s*)?(battery|batt)\\.?(\\s*(voltage|volts))?', 'battery'),
  H('remarks', 'remarks|comments?|condition|defects?|action(\\s*taken)?|notes|status|findings'),
  H('qty', 'qty|quantity|units'),
];

/** A column headed by its unit alone ('kPa', 'kg'): the extinguisher's gauge and its gross mass. */
const UNIT_HEADERS = [
  H('reading', '\\(?(kpa|bar|psi|mpa)\\)?', 'pressure'),
  H('reading', '\\(?k(g|q|9|o)s?\\)?', 'grossMass'),
];
HEADERS.push(...UNIT_HEADERS);
const UNIT_ONLY = new Set<(typeof HEADERS)[number]>(UNIT_HEADERS);

const core = (text: string) => text.replace(/[\s.:]+$/, '');

/** The longest header name starting at word `i` of `words`, as a count of words. */
function headerAt(words: Word[], i: number): { def: (typeof HEADERS)[number]; count: number } | null {
  let best: { def: (typeof HEADERS)[number]; count: number } | null = null;
  for (let count = 1; count <= 4 && i + count <= words.length; count++) {
    const text = mendLabelWords(
      words
        .slice(i, i + count)
        .map((w) => w.text)
        .join(' '),
    );
    for (const def of HEADERS) {
      const m = def.pattern.exec(text);
      if (m && core(m[0]) === core(text)) {
        if (!best || count > best.count) best = { def, count };
      }
    }
  }
  return best;
}

type HeaderRead = { columns: Column[]; known: number };

/** A header line's words as columns: known names by kind, other words as unknown columns. */
function headerColumns(line: Line): HeaderRead {
  const words = line.words;
  const height = line.y1 - line.y0;
  const columns: (Column & { words: Word[] })[] = [];
  let known = 0;
  for (let i = 0; i < words.length; ) {
    const found = headerAt(words, i);
    const last = columns[columns.length - 1];
    const lastWord = last?.words[last.words.length - 1];
    // A unit after a column's name ('Pressure (kPa)') belongs to it; alone it names a column ('kPa').
    if (found && UNIT_ONLY.has(found.def) && last && lastWord && words[i]!.x0 - lastWord.x1 < height * 1.0) {
      const taken = words.slice(i, i + found.count);
      last.words.push(...taken);
      last.x1 = taken[taken.length - 1]!.x1;
      last.text += ` ${taken.map((w) => w.text).join(' ')}`;
      known += found.count;
      i += found.count;
      continue;
    }
    if (found) {
      const taken = words.slice(i, i + found.count);
      // 'Panel make': a word run into a known name, with no gap, qualifies it.
      if (last?.kind === 'unknown' && lastWord && taken[0]!.x0 - lastWord.x1 < height * 0.6) {
        columns.pop();
        taken.unshift(...last.words);
      }
      columns.push({
        kind: found.def.kind,
        ...(found.def.hint ? { hint: found.def.hint } : {}),
        unit: null,
        x0: taken[0]!.x0,
        x1: taken[taken.length - 1]!.x1,
        text: taken.map((w) => w.text).join(' '),
        words: taken,
      });
      known += found.count;
      i += found.count;
      continue;
    }
    const word = words[i]!;
    if (last && lastWord && word.x0 - lastWord.x1 < height * 1.0) {
      last.words.push(word);
      last.x1 = word.x1;
      last.text += ` ${word.text}`;
    } else {
      columns.push({ kind: 'unknown', unit: null, x0: word.x0, x1: word.x1, text: word.text, words: [word] });
    }
    i++;
  }
  for (const column of columns) column.unit = unitInText(column.text);
  return { columns: columns.map(({ words: _words, ...column }) => column), known };
}

const DESCRIBING: ColumnKind[] = ['location', 'type', 'description', 'size', 'make', 'model'];
const informative = (c: Column) => c.kind !== 'unknown' && c.kind !== 'ignore';

/** Columns that make a table of assets: a key (serial, type or description) and enough named columns. */
function enoughColumns(columns: Column[]): boolean {
  const kinds = new Set(columns.map((c) => c.kind));
  const named = columns.filter(informative).length;
  const hasKey = kinds.has('serial') || kinds.has('type') || kinds.has('description');
  // Two known columns do when one is the serial ('Reel No | Location | Hose length').
  // A row of boxes ('Certificate No | Date of test | Cylinder serial no') is no table: no date column.
  const describing = columns.filter((c) => DESCRIBING.includes(c.kind));
  // An invoice's lines ('Qty | Code | Description | Unit price | Amount'): their serials are listed under them.
  const invoiceLines = kinds.has('description') && kinds.has('qty') && columns.length >= 4;
  return (
    hasKey &&
    (named >= 3 ||
      invoiceLines ||
      (named === 2 && kinds.has('serial') && describing.length === 1 && columns.length >= 3))
  );
}

/** The columns of a header line; null when the line is not a table header. */
export function readHeader(line: Line): Column[] | null {
  const { columns, known } = headerColumns(line);
  if (!enoughColumns(columns) || known < line.words.length * 0.5) return null;
  // 'Type: DCP  Serial No: AB1' is a form's line, not a header.
  if (line.words.some((w) => w.text.endsWith(':'))) return null;
  return columns;
}

/**
 * A line that may head a table whose columns its words do not all name ('Cylinder ID | Contents |
 * Mfr | Tested'): three or more columns, one of them named, no colon and no figures. Whether it is a
 * table is settled by the values under it (`typeByValues`).
 */
function looseHeader(line: Line): Column[] | null {
  if (line.words.some((w) => w.text.endsWith(':') || /\d/.test(w.text))) return null;
  const { columns } = headerColumns(line);
  if (columns.length < 3 || !columns.some(informative)) return null;
  return columns;
}

/** Headers that number a paper or a line of it, never an asset ('Cert No', 'Item No', 'Order #'). */
const NOT_AN_ASSET =
  /\b(cert\w*|report|invoice|order|job|item|line|page|vat|account|quote|delivery|ref\w*|code|sku|part|stock|product|model|batch|lot)\b/i;
/** Headers of an asset's number ('Unit No.', 'Cylinder ID'), of a column the header list did not name. */
const NUMBERING = /(\b(no|nr|num|number|id|identification|ident|tag)\b|#)\.?\s*$/i;

const cellText = (row: Row, c: number) => (row.cells.get(c) ?? []).map(pieceText).join(' ').trim();

/** A cell that holds one serial and nothing else: no item count ('1', '12'), no date, no quantity. */
const serialCell = (text: string) => {
  const taken = takeSerial(text);
  return taken !== null && taken.value === text && !/^\d{1,3}$/.test(text);
};

/**
 * Columns typed by what their rows hold, where the header did not name them: the column of distinct
 * serials (four cells in five or more), of dates, of asset types. A column named 'Cert No' or 'Item No' is never
 * the serial. Needs two rows or more: one row of boxes proves nothing.
 */
export function typeByValues(columns: Column[], rows: Row[]): Column[] {
  if (rows.length < 2) return columns;
  const typed = columns.map((c) => ({ ...c }));
  const has = (kind: ColumnKind) => typed.some((c) => c.kind === kind);
  typed.forEach((column, c) => {
    const open = column.kind === 'unknown' || (column.kind === 'ignore' && NUMBERING.test(column.text));
    if (!open || NOT_AN_ASSET.test(column.text)) return;
    const values = rows.map((row) => cellText(row, c));
    const filled = values.filter((v) => v !== '');
    if (filled.length < Math.max(2, rows.length * 0.8)) return;
    const share = (test: (v: string) => boolean) => filled.filter(test).length / filled.length;
    // Most cells: a line of prose under the table may have been taken as a row.
    const serials = filled.filter(serialCell);
    if (!has('serial') && share(serialCell) >= 0.8 && new Set(serials).size === serials.length) {
      column.kind = 'serial';
    } else if (column.kind === 'unknown' && share((v) => readDateAt(v, '9999-12-31') !== null) >= 0.8) {
      column.kind = 'date';
    } else if (column.kind === 'unknown' && !has('type') && share((v) => findAssetType(v) !== null) >= 0.8) {
      column.kind = 'type';
    }
  });
  return typed;
}

/** Where column c's zone ends: half-way between its header and the next. */
const zoneEnd = (columns: Column[], c: number) => {
  const next = columns[c + 1];
  return next ? (columns[c]!.x1 + next.x0) / 2 : Number.POSITIVE_INFINITY;
};

/** The column whose zone a run of words overlaps most (a long location spilling right stays a location). */
function columnOf(columns: Column[], x0: number, x1: number): number {
  let best = 0;
  let bestOverlap = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < columns.length; c++) {
    const start = c === 0 ? Number.NEGATIVE_INFINITY : zoneEnd(columns, c - 1);
    const overlap = Math.min(x1, zoneEnd(columns, c)) - Math.max(x0, start);
    if (overlap > bestOverlap) {
      best = c;
      bestOverlap = overlap;
    }
  }
  return best;
}

/**
 * A row line's cells. Its words go by runs (no column gap inside), a run split where a word starts
 * right under a header's start, and each run falls in the column its words overlap most.
 */
function cellsOf(line: Line, columns: Column[]): Map<number, Piece[]> {
  const height = line.y1 - line.y0;
  const runs: Word[][] = [];
  for (const seg of line.segments) {
    let run: Word[] = [];
    for (const word of seg.words) {
      const startsCell = columns.some((c) => Math.abs(c.x0 - word.x0) < height * 0.6);
      if (run.length > 0 && startsCell) {
        runs.push(run);
        run = [];
      }
      run.push(word);
    }
    if (run.length > 0) runs.push(run);
  }
  const byColumn = new Map<number, Word[]>();
  for (const run of runs) {
    const c = columnOf(columns, run[0]!.x0, run[run.length - 1]!.x1);
    byColumn.set(c, [...(byColumn.get(c) ?? []), ...run]);
  }
  const cells = new Map<number, Piece[]>();
  for (const [c, words] of byColumn) {
    const seg: Segment = makeSegment(words);
    cells.set(c, [{ seg, from: 0, to: seg.text.length }]);
  }
  return cells;
}

const WRAPPING = new Set<ColumnKind>(['location', 'description', 'remarks', 'unknown']);

const LABELLED: LabelKind[] = [
  'signatory',
  'certificateNumber',
  'saqccNumber',
  'contractor',
  'defects',
  'serviceDate',
  'testDate',
];

/** A row of boxes' labels ('Start press. (bar) | Oil press. (bar) | Operator'): each segment a label. */
const boxLabels = (line: Line | undefined) =>
  line !== undefined &&
  line.segments.length >= 2 &&
  !line.words.some((w) => /\d/.test(w.text)) &&
  line.segments.filter((seg) => labelAt(seg.text, 0) !== null).length >= line.segments.length * 0.66;

/** A labelled line ('Technician:'), a closing word, or prose running across three columns ends a table. */
function endsTable(line: Line, columns: Column[]): boolean {
  const centres = columns.map((c) => (c.x0 + c.x1) / 2);
  const height = line.y1 - line.y0;
  // Cells set close together run into one segment too, but their words start under the headers.
  const prose = (seg: Segment) =>
    centres.filter((x) => x > seg.x0 && x < seg.x1).length >= 3 &&
    seg.words.filter((w) => columns.some((c) => Math.abs(c.x0 - w.x0) < height * 0.6)).length < 2;
  if (line.segments.some(prose)) return true;
  const text = line.segments[0]?.text ?? '';
  // 'Serial nos: ET50617, TT55176' under an invoice line's description belongs to that line.
  const first = line.segments[0];
  if (first && line.segments.length === 1 && labelAt(text, 0)?.def.kind === 'serial') {
    const c = columnOf(columns, first.x0, first.x1);
    if (c > 0 && ['description', 'type'].includes(columns[c]!.kind)) return false;
  }
  if (/^([A-Za-z][\w'’./()&-]*\s?){1,5}:/.test(text)) return true;
  if (boxLabels(line)) return true;
  if (/^(total|sub[\s-]?total|vat|signature|signed|remarks|comments|notes)\b/i.test(text)) return true;
  const label = labelAt(text, 0);
  return label !== null && (label.colon || LABELLED.includes(label.def.kind));
}

/** Rows from line `start` on, under `columns`; and the index of the first line not taken. */
function collectRows(
  lines: Line[],
  start: number,
  columns: Column[],
  above: Line | null,
): { rows: Row[]; end: number } {
  const key = columns.findIndex((c) => c.kind === 'serial');
  const keyColumns =
    key >= 0 ? [key] : columns.flatMap((c, n) => (c.kind === 'type' || c.kind === 'description' ? [n] : []));
  const rows: Row[] = [];
  let previous = above;
  let j = start;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    const height = line.y1 - line.y0;
    if (previous && line.y0 - previous.y1 > height * 2.5) break;
    if (readHeader(line) || endsTable(line, columns)) break;
    const cells = cellsOf(line, columns);
    // A line with words only in text columns, close under a row, is that row's wrapped text.
    const wraps = [...cells.keys()].every((c) => WRAPPING.has(columns[c]!.kind));
    const last = rows[rows.length - 1];
    if (wraps && last && previous && line.y0 - previous.y1 < height * 1.0) {
      for (const [c, pieces] of cells) last.cells.set(c, [...(last.cells.get(c) ?? []), ...pieces]);
      last.lines.push(line);
    } else if (keyColumns.some((c) => cells.has(c)) || !wraps) rows.push({ cells, lines: [line] });
    else break;
    previous = line;
  }
  return { rows, end: j };
}

/** The line just above line `i`, when it is a short heading of one segment within three line heights. */
function headingOver(lines: Line[], i: number): Segment | undefined {
  const header = lines[i]!;
  const above = lines[i - 1];
  if (!above || above.page !== header.page || above.segments.length !== 1) return undefined;
  if (header.y0 - above.y1 > (header.y1 - header.y0) * 3 || above.words.length > 5) return undefined;
  return above.segments[0];
}

export type PageTables = {
  tables: Table[] /** The columns of a table the page ends in, for the next page. */;
  open: Column[] | null;
};

/**
 * The tables on the lines of one page. `carried` are the columns of a table the previous page ended
 * in: its rows may go on at the top of this page without a header, and are taken only where a row
 * holds both a serial and a type in those columns (a letterhead line holds neither).
 */
export function findTables(
  lines: Line[],
  pageHeight: number,
  carried: Column[] | null = null,
  isRow?: (row: Row) => boolean,
): PageTables {
  const tables: Table[] = [];
  // Only a footer ('Page 1 of 2', the bottom tenth of the page) may follow a table that goes on overleaf.
  const runsOn = (end: number) =>
    lines
      .slice(end)
      .every(
        (line) =>
          line.y0 > pageHeight * 0.9 || /\bpage\s*\d+/i.test(line.segments.map((s) => s.text).join(' ')),
      );
  let open: Column[] | null = null;
  if (carried && isRow) {
    const first = lines.findIndex((line) => isRow({ cells: cellsOf(line, carried), lines: [line] }));
    const headerAt = lines.findIndex((line) => readHeader(line) !== null);
    if (first >= 0 && (headerAt < 0 || first < headerAt)) {
      const { rows, end } = collectRows(lines, first, carried, null);
      const kept = rows.filter(isRow);
      if (kept.length > 0)
        tables.push({ header: lines[first]!, headerLines: [], columns: carried, rows: kept });
      if (runsOn(end)) open = carried;
    }
  }
  const taken = new Set(tables.flatMap((t) => t.rows.flatMap((r) => r.lines)));
  for (let i = 0; i < lines.length; i++) {
    if (taken.has(lines[i]!)) continue;
    const single = tableAt(lines, i, [lines[i]!]);
    // A header over two lines reads as a header of no rows, its second line another header; one over
    // three ('Gross' / 'mass' / '(kg)') as a header whose first row is words and units under its columns.
    const stacked = (count: number) => {
      const header = stackedHeader(lines.slice(i, i + count));
      return header ? tableAt(lines, i, lines.slice(i, i + count), header) : null;
    };
    // OCR's header lines (rules and stray marks read as words) stack wrongly: on the held-out set reading
    // them so cost serials on clean scans (82.9% -> 75.6% precision). A scan keeps the two-line reading.
    const ocr = lines.slice(i, i + 3).some((line) => line.words.some((w) => w.confidence < 1));
    const two = single && single.table.rows.length > 0 ? null : twoLineHeader(lines[i]!, lines[i + 1]);
    const found = ocr
      ? ((two ? tableAt(lines, i, [lines[i]!, lines[i + 1]!], two) : null) ?? single)
      : ((single && single.table.rows.length > 0 && !unitsUnder(single.table)
          ? null
          : (stacked(3) ?? stacked(2))) ?? single);
    if (!found) continue;
    const { table, end } = found;
    if (table.rows.length > 0) tables.push(table);
    open = runsOn(end) ? table.columns : null;
    i = end - 1;
  }
  return { tables, open };
}

/**
 * The table headed by `headerLines` (one line, or a header set over two: 'Serial' over 'No.') from line
 * `i`, and the first line after it; null when they head no table.
 */
function tableAt(
  lines: Line[],
  i: number,
  headerLines: Line[],
  header: Line = headerLines[0]!,
): { table: Table; end: number } | null {
  const start = i + headerLines.length;
  const above = headerLines[headerLines.length - 1]!;
  const named = readHeader(header);
  const loose = named ? null : looseHeader(header);
  if (!named && !loose) return null;
  const first = collectRows(lines, start, (named ?? loose)!, above);
  const columns = typeByValues((named ?? loose)!, first.rows);
  // A loose header heads a table only when its values name the key, with two rows or more.
  if (!named && (!enoughColumns(columns) || first.rows.length < 2)) return null;
  const changed = columns.some((c, n) => c.kind !== (named ?? loose)![n]!.kind);
  const { rows, end } = changed ? collectRows(lines, start, columns, above) : first;
  // One row between rows of box labels is a row of boxes, a label over each value: a form's.
  if (rows.length === 1 && boxLabels(lines[end])) return null;
  // A two-line header needs rows under it, or it is two lines of something else.
  if (headerLines.length > 1 && rows.length < 2) return null;
  const heading = headingOver(lines, i);
  return { table: { header, headerLines, columns, rows, ...(heading ? { heading } : {}) }, end };
}

/**
 * A header set over two or three lines ('Serial' over 'No.', 'Date of' over 'last test'): lines close
 * together, none with a figure or a colon, read as one line of the first line's height whose words
 * fall in columns by where they start. Null when the lines are not such a stack.
 */
function twoLineHeader(top: Line, bottom: Line | undefined): Line | null {
  if (!bottom || bottom.page !== top.page) return null;
  const height = top.y1 - top.y0;
  if (bottom.y0 - top.y1 > height * 0.8) return null;
  const plain = (line: Line) => !line.words.some((w) => /\d|:$/.test(w.text));
  if (!plain(top) || !plain(bottom) || top.segments.length < 2) return null;
  const words = [...top.words, ...bottom.words].sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
  return { ...top, words, segments: [makeSegment(words)] };
}

/** A text layer's header over two or three lines, its words piled over each other read as one column's name. */
function stackedHeader(stack: Line[]): Line | null {
  const top = stack[0]!;
  if (stack.length < 2 || top.segments.length < 2) return null;
  const height = top.y1 - top.y0;
  const plain = (line: Line) => !line.words.some((w) => /\d|:$/.test(w.text));
  for (const [n, line] of stack.entries()) {
    if (!plain(line) || line.page !== top.page) return null;
    if (n > 0 && line.y0 - stack[n - 1]!.y1 > height * 0.8) return null;
    // Below the first line a header's lines hold a word or two per column, not a row of text.
    if (n > 0 && line.segments.some((seg) => seg.words.length > 3)) return null;
  }
  // Words set over each other ('Static' / 'press.' / '(kPa)') read top to bottom as one column's name.
  const byX = stack.flatMap((line) => line.words).sort((a, b) => a.x0 - b.x0);
  const piles: Word[][] = [];
  let right = Number.NEGATIVE_INFINITY;
  for (const word of byX) {
    if (word.x0 < right && piles.length > 0) piles[piles.length - 1]!.push(word);
    else piles.push([word]);
    right = Math.max(word.x0 < right ? right : word.x1, word.x1);
  }
  const words = piles.flatMap((pile) => pile.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0));
  return { ...top, words, segments: [makeSegment(words)] };
}

/** A table whose first row is only words or units in parentheses: the rest of a header set over lines. */
function unitsUnder(table: Table): boolean {
  const first = table.rows[0];
  return (
    first?.lines.every((line) => line.words.every((w) => !/\d/.test(w.text) || /^\(.*\)$/.test(w.text))) ??
    false
  );
}
