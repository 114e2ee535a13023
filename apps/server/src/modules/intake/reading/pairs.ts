/**
 * Label → value pairs of a form: the value follows its label in the same segment ('Cert No: FS-1'),
 * sits in the next segment to the right (two-column forms), or just below the label (label-above-value
 * boxes). A label in the middle of a segment counts only when a colon follows it and no qualifier
 * ('Next', 'Due') comes before it.
 */

import { readDateAt } from './dates';
import { type LabelMatch, labelAt } from './labels';
import {
  type Line,
  type Piece,
  type Segment,
  segmentsAbove,
  segmentsBelow,
  trimPiece,
  wholeSegment,
} from './layout';

export type Pair = { label: LabelMatch; labelPiece: Piece; line: Line; value: Piece | null };

const QUALIFIER =
  /^(next|due|expiry|expires|renewal|previous|re-?test|the|of|by|on|manufacture|manufactured|mfg|issue)$/i;

/** The labels of a segment, in order. */
export function segmentLabels(seg: Segment): LabelMatch[] {
  const found: LabelMatch[] = [];
  let after = 0;
  seg.starts.forEach((start, i) => {
    if (start < after) return;
    const match = labelAt(seg.text, start);
    if (!match) return;
    const previous = seg.words[i - 1]?.text ?? '';
    if (i > 0 && QUALIFIER.test(previous)) return;
    if (i > 0 && !match.colon && !datedVerb(seg.text, match, previous)) return;
    found.push(match);
    after = match.to;
  });
  return found;
}

/**
 * Prose that says when the work was done: '… was serviced on 12 March 2024', a date label ending in
 * 'on' followed by a full date ('to be serviced on' is a plan, not a record).
 */
function datedVerb(text: string, match: LabelMatch, previous: string): boolean {
  if (!['serviceDate', 'testDate', 'installedOn'].includes(match.def.kind)) return false;
  if (!/\bon\s*$/i.test(text.slice(match.from, match.to)) || /^(be|will|shall|to)$/i.test(previous))
    return false;
  return readDateAt(text.slice(match.to), '9999-12-31') !== null;
}

/** A segment that reads as a label (one we know, or a few words and a colon) is no other label's value. */
export const startsWithLabel = (seg: Segment) =>
  labelAt(seg.text, 0) !== null || /^([A-Za-z][\w'’./()&-]*\s?){1,5}:/.test(seg.text);

/** A colon OCR read as another mark ('1 21 Dec 2023', '> 15 Jul 2023', '© Willem Steyn') before a value. */
const MISREAD_COLON = /^[1l|!i>»«©®°]\s+(?=\S)/;

function withoutColon(piece: Piece): Piece {
  const m = MISREAD_COLON.exec(piece.seg.text.slice(piece.from, piece.to));
  return m ? { ...piece, from: piece.from + m[0].length } : piece;
}

export function findPairs(lines: Line[], skip: Set<Line>): Pair[] {
  const open = lines.filter((line) => !skip.has(line));
  const pairs: Pair[] = [];
  for (const line of open) {
    line.segments.forEach((seg, s) => {
      // A segment that does not open with a label holds none in the middle unless colons say so.
      const labels = segmentLabels(seg);
      labels.forEach((label, i) => {
        const next = labels[i + 1];
        const labelPiece: Piece = { seg, from: label.from, to: label.to };
        let value: Piece | null = trimPiece({ seg, from: label.to, to: next ? next.from : seg.text.length });
        if (value.from >= value.to) value = null;
        if (!value && !next) {
          const labelWords = seg.words.filter(
            (_, w) => (seg.starts[w] ?? 0) < label.to && (seg.starts[w] ?? 0) >= label.from,
          );
          const x0 = Math.min(...labelWords.map((w) => w.x0));
          const x1 = Math.max(...labelWords.map((w) => w.x1));
          const below = segmentsBelow(open, line, x0, x1, 1.5).filter((b) => !startsWithLabel(b));
          const right = line.segments[s + 1];
          const height = line.y1 - line.y0;
          // A row of boxes, a label over each value: the value starts right under its label, and the
          // next segment on the label's line is another box's label, far off.
          // A value set far off against the right margin ('LOCATION OF PANEL ....... Guard house') has no
          // value of its own under it, as the next box's label has.
          const rightHeadsBox =
            right !== undefined &&
            segmentsBelow(open, line, right.x0, right.x1, 1.5).some(
              (b) => Math.abs(b.x0 - right.x0) < height * 1.2,
            );
          const boxed =
            below[0] !== undefined &&
            Math.abs(below[0].x0 - x0) < height * 1.2 &&
            (!right || (right.x0 - seg.x1 > height * 4 && (rightHeadsBox || startsWithLabel(right)))) &&
            line.segments.every((other) => other.x1 - other.x0 < 260);
          // Colons set in a column of their own (': 21 Dec 2023') lead the value's segment.
          if (right && !startsWithLabel(right) && !boxed)
            value = withoutColon(trimPiece(wholeSegment(right)));
          else if (below[0]) value = trimPiece(wholeSegment(below[0]));
          if (value && value.from >= value.to) value = null;
          // A signature block prints the name over the rule and its label under it ('Name of competent
          // person'): a label with nothing beside or below it takes the value just above it.
          const above =
            value || (right && !startsWithLabel(right))
              ? []
              : segmentsAbove(open, line, x0, x1).filter((b) => !startsWithLabel(b));
          if (!value && above.length === 1 && (line.segments.length > 1 || label.def.kind === 'signatory'))
            value = trimPiece(wholeSegment(above[0]!));
        }
        pairs.push({ label, labelPiece, line, value });
      });
    });
  }
  return pairs;
}
