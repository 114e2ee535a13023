/**
 * Defects a paper notes: the text after a 'Defects:' label (or the list lines under it), and a table
 * row's remarks when they read as a fault ('damaged', 'missing pin', 'overdue'). A defect is tied to
 * an asset when its words hold that asset's serial, or when it is that asset's row.
 */
import type { Draft } from './fields';
import { labelAt } from './labels';
import { type Line, type Piece, pieceText, trimPiece, wholeSegment } from './layout';
import type { Pair } from './pairs';

export type DefectDraft = { description: Draft; assetIndex: number | null };

const NONE =
  /^(none|nil|n\/?a|no(\s*defects?)?(\s*(found|noted|observed))?|-+|all\s*ok|ok|satisfactory|good)\.?$/i;
const FAULT =
  /\b(damag\w*|missing|broken|leak\w*|corro\w*|faulty|fault|fail\w*|expired|condemn\w*|overdue|low\s*pressure|under\s*pressure|empty|discharged|obstruct\w*|blocked|not\s*working|out\s*of\s*(service|order)|rust\w*|dent\w*|crack\w*|flat|u\/s|unserviceable|reject\w*|perished|kinked)\b/i;

/** Remarks that say the fault was put right on the visit ('low pressure - recharged'). */
const FIXED = /\b(recharged|replaced|repaired|refilled|fixed|rectified|resolved|corrected)\b/i;
const STILL_OPEN = /\b(requires?|required|needs?|recommend\w*|to\s*be|quote|outstanding)\b/i;
const REFERENCE = /^(see|refer|as\s*per|per)\b/i;

const description = (pieces: Piece[]): Draft => ({
  key: 'description',
  value: pieces.map((p) => pieceText(p).trim()).join(' '),
  unit: null,
  pieces,
});

/** Defects listed under or after a 'Defects' label. */
export function readLabelledDefects(pairs: Pair[], lines: Line[]): DefectDraft[] {
  const found: DefectDraft[] = [];
  for (const pair of pairs) {
    if (pair.label.def.kind !== 'defects') continue;
    const own = pair.value && pair.value.seg === pair.labelPiece.seg ? pair.value : null;
    if (own) {
      const text = pieceText(own).trim();
      if (!NONE.test(text) && !REFERENCE.test(text) && /[a-z]{3}/i.test(text))
        found.push({ description: description([own]), assetIndex: null });
      continue;
    }
    // A heading: the list lines just under it, until a gap or another label.
    const start = lines.indexOf(pair.line);
    let previous = pair.line;
    for (const line of lines.slice(start + 1)) {
      const height = line.y1 - line.y0;
      if (line.page !== pair.line.page || line.y0 - previous.y1 > height * 1.2) break;
      const seg = line.segments[0];
      if (!seg || labelAt(seg.text, 0)) break;
      // Listed items carry a bullet or number; one unmarked line straight under the heading is its only item.
      const item = /^\s*(?:[-•*]|\d{1,2}[.)])\s*/.exec(seg.text);
      const firstLine = previous === pair.line;
      if (!item && !firstLine) break;
      const piece = trimPiece({ ...wholeSegment(seg), from: item ? item[0].length : 0 });
      const text = pieceText(piece);
      if (!NONE.test(text) && !REFERENCE.test(text) && /[a-z]{3}/i.test(text))
        found.push({ description: description([piece]), assetIndex: null });
      if (!item) break;
      previous = line;
    }
  }
  return found;
}

/** A table row's remarks, when they name a fault. */
export function readRemarkDefect(remarks: Piece[], assetIndex: number): DefectDraft | null {
  if (remarks.length === 0) return null;
  const text = remarks.map((p) => pieceText(p)).join(' ');
  if (NONE.test(text.trim()) || !FAULT.test(text)) return null;
  if (FIXED.test(text) && !STILL_OPEN.test(text)) return null;
  return { description: description(remarks.map(trimPiece)), assetIndex };
}
