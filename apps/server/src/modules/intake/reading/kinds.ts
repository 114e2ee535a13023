/**
 * A paper's kind from its title: the first line near the top of the first page that names a kind wins;
 * failing that, the first such line anywhere. Patterns forgive OCR's o/0 and i/l/1.
 */
import type { PaperKind } from '@firebreak/shared';
import { CERT } from './labels';
import type { Line } from './layout';
import { fuzzyLabel, mendLabelWords } from './ocr';

const KIND_PATTERNS: [RegExp, PaperKind][] = [
  [
    fuzzyLabel(
      'hydr\\w*\\s*-?\\s*test|hydrostatic|(cylinder|pressure)\\s*test(ing)?\\s*(cert|report|record|register)|cert\\w*\\s*of\\s*(cylinder|pressure)\\s*test',
    ),
    'HYDROSTATIC_TEST',
  ],
  [
    fuzzyLabel('cert\\w*\\s*of\\s*(installation|commissioning)|(installation|commissioning)\\s*cert'),
    'INSTALLATION_CERTIFICATE',
  ],
  [
    fuzzyLabel(
      'cert\\w*\\s*of\\s*(inspection|service|servicing|maintenance)|(service|inspection|maintenance|servicing)\\s*cert',
    ),
    'SERVICE_CERTIFICATE',
  ],
  [
    fuzzyLabel(
      'log\\s*-?\\s*(book|sheet|card)|(event|test|inspection|visit|maintenance|service|weekly|daily|monthly)\\s*log|occurrence\\s*book|record\\s*card|fire\\s*alarm\\s*log|(weekly|daily|monthly)(\\s*[a-z]+){0,3}\\s*(test|check|run)s?\\s*(record|log|register|sheet)|record\\s*of\\s*(events|occurrences|tests)|events?\\s*record|(alarm|fault|event)\\s*register',
    ),
    'LOG_BOOK',
  ],
  [
    fuzzyLabel(
      '(service|inspection|maintenance|servicing)\\s*(report|record|sheet|checklist)|job\\s*card|work\\s*sheet',
    ),
    'SERVICE_REPORT',
  ],
  [
    fuzzyLabel(
      'delivery\\s*note|tax\\s*invoice|invoice(?!\\s*(no|number|nr|#|to|address|date|ref))|delivery\\s*slip|goods\\s*received',
    ),
    'DELIVERY_NOTE',
  ],
];

/**
 * What a title says of the work when it names no paper ('Annual Inspection - Fire Hose Reels',
 * 'Diesel Fire Pump - Weekly Run', 'Fire Detection - Commissioning'): read only from the title.
 */
const WORK_TITLES: [RegExp, PaperKind][] = [
  [fuzzyLabel('(?<![a-z])(commissioning|installation)(?![a-z])'), 'INSTALLATION_CERTIFICATE'],
  [
    fuzzyLabel(
      '(?<![a-z])(inspection|inspections|check|checks|maintenance|service|servicing|run|visit|test|tests|testing)(?![a-z])',
    ),
    'SERVICE_REPORT',
  ],
];

export function kindOfLine(printed: string): PaperKind | null {
  const text = mendLabelWords(printed);
  for (const [pattern, kind] of KIND_PATTERNS) if (pattern.test(text)) return kind;
  return null;
}

const cue = (source: string) => fuzzyLabel(`(?<![a-z])(?:${source})(?![a-z])`);
const SERVICE_DATE_CUE = cue(
  'date\\s*of\\s*(service|inspection|maintenance|servicing)|(service|inspection|maintenance)\\s*date|(serviced|inspected)\\s*on',
);
/** What a paper's body says of its kind when its title is lost: every pattern of a cue must be found. */
const BODY_CUES: [RegExp[], PaperKind][] = [
  [[cue('(?:^|\\n)date\\s+time\\s+(event|occurrence|incident|details\\s*of\\s*event)')], 'LOG_BOOK'],
  [
    [
      cue('test\\s*pressure'),
      cue(
        'date\\s*of\\s*(hydrostatic\\s*|pressure\\s*)?test|(hydrostatic\\s*|pressure\\s*)?test\\s*date|tested\\s*on',
      ),
    ],
    'HYDROSTATIC_TEST',
  ],
  [
    [
      cue(`(${CERT})\\.?\\s*(no|number|nr|#)`),
      cue(
        'date\\s*of\\s*(installation|commissioning)|(installation|commissioning)\\s*date|(installed|commissioned)\\s*on',
      ),
    ],
    'INSTALLATION_CERTIFICATE',
  ],
  [[cue(`(${CERT})\\.?\\s*(no|number|nr|#)`), SERVICE_DATE_CUE], 'SERVICE_CERTIFICATE'],
  [[cue('(report|job\\s*card|job)\\s*(no|number|nr)'), SERVICE_DATE_CUE], 'SERVICE_REPORT'],
  [[cue('report\\s*(no|number|nr)'), cue('date')], 'SERVICE_REPORT'],
];

const heightOf = (line: Line) => line.y1 - line.y0;

/**
 * The kind of the paper whose lines (all pages, in order) are given: its title (the top third of the
 * first page, printed larger than the rest) first, then the top third in order, then anything.
 */
export function readKind(lines: Line[], firstPageHeight: number): PaperKind {
  const top = lines.filter((line) => line.page === lines[0]?.page && line.y0 < firstPageHeight * 0.35);
  const heights = top.map(heightOf).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  const titles = top.filter((line) => heightOf(line) > usual * 1.15);
  // A letter ('Dear …', 'Yours faithfully') names papers in its prose; it is none of them.
  const says = (pattern: RegExp) => lines.some((line) => pattern.test(line.segments[0]?.text ?? ''));
  if (says(/^dear\s/i) && says(/^(yours\s+(faithfully|sincerely|truly)|kind\s+regards)/i)) return 'OTHER';
  // Below the top third a kind is read from a heading, not from a sentence naming papers.
  const headings = lines.filter(
    (line) => line.words.length <= 8 && !/[.,;]$/.test(line.words.at(-1)?.text ?? ''),
  );
  for (const group of [titles, top, headings]) {
    for (const line of group) {
      const kind = kindOfLine(line.segments.map((s) => s.text).join(' '));
      if (kind) return kind;
    }
  }
  // No title (OCR loses a large bold one now and then): the labels the body prints. A table headed
  // Date, Time and Event (SANS 10139's record of events) is a log book page.
  const text = mendLabelWords(lines.map((line) => line.words.map((w) => w.text).join(' ')).join('\n'));
  for (const [patterns, kind] of BODY_CUES) if (patterns.every((p) => p.test(text))) return kind;
  // A title is short and no sentence ('The next service is due in March.' is a letter's).
  const short = (line: Line) => line.words.length <= 7 && !/[.,]$/.test(line.words.at(-1)?.text ?? '');
  for (const line of (titles.length > 0 ? titles : top.slice(0, 4)).filter(short)) {
    const title = mendLabelWords(line.segments.map((s) => s.text).join(' '));
    for (const [pattern, kind] of WORK_TITLES) if (pattern.test(title)) return kind;
  }
  return 'OTHER';
}
