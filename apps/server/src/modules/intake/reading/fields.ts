/** Proposed values as the contract's fields: id, label, value, unit, and the words, page and box they came from. */
import { INTAKE_FIELD_LABELS, type IntakeField } from '@firebreak/shared';
import { type Piece, pieceText, pieceWords, unionBox } from './layout';

export type Draft = { key: string; value: string; unit: string | null; label?: string; pieces: Piece[] };

export type Group = { name: string; drafts: Draft[] };

/** A sub-piece of `piece` from a reader's offsets into its text. */
export const subPiece = (piece: Piece, from: number, to: number): Piece => ({
  seg: piece.seg,
  from: piece.from + from,
  to: piece.from + to,
});

export function toField(group: string, draft: Draft): IntakeField {
  const words = draft.pieces.flatMap(pieceWords);
  const label =
    draft.label ?? INTAKE_FIELD_LABELS[draft.key as keyof typeof INTAKE_FIELD_LABELS] ?? draft.key;
  return {
    id: `${group}.${draft.key}`,
    group,
    key: draft.key,
    label,
    value: draft.value,
    unit: draft.unit,
    words: draft.pieces.map((piece) => pieceText(piece).trim()).join(' ') || null,
    page: draft.pieces[0]?.seg.page ?? null,
    box: unionBox(words),
  };
}

/** Adds a draft unless the group already holds that key (the first reading of a field wins). */
export function put(drafts: Draft[], draft: Draft | null): void {
  if (!draft || drafts.some((d) => d.key === draft.key)) return;
  drafts.push(draft);
}

/**
 * OCR's confidence below which a serial is not proposed: on the development corpus's scans every
 * serial read under it was misread ('BEO7677', '2072730' for 20T2730) and none read right was under it.
 */
export const MIN_SERIAL_CONFIDENCE = 0.55;

/** A draft whose words OCR was unsure of. */
export const unsure = (draft: Draft, min = MIN_SERIAL_CONFIDENCE) =>
  draft.pieces.flatMap(pieceWords).some((word) => word.confidence < min);
